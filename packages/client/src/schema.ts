/**
 * The types of Tocsin's API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run generate -w packages/client` after changing a route's schema.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            database?: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            database?: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            database?: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        password: string;
                        phone: string;
                        /** @enum {boolean} */
                        acceptTerms: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                        /** @default false */
                        rememberMe?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A challenge to sign in with a passkey */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            challengeId: string;
                            options: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey: the answer to a challenge of /api/auth/passkey/options */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challengeId: string;
                        response: {
                            id: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link (the answer never says whether the account exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        redirectTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user: profile, settings, workspace */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                displayName: string;
                                photoURL: string | null;
                                phoneNumber: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                timeZone: string | null;
                                /** @enum {string} */
                                subscriptionStatus: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                                twoFactorEnabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            settings: {
                                emailNotifications: boolean;
                                smsNotifications: boolean;
                                phoneNotifications: boolean;
                                pushNotifications: boolean;
                            };
                            workspace: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                requireTwoFactor: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete your account (needs a recent sign-in and your email typed) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmEmail: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: string[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change profile fields */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName?: string;
                        firstName?: string;
                        lastName?: string;
                        phone?: string;
                        phoneNumber?: string;
                        /** @enum {string|null} */
                        photoURL?: null;
                        timeZone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                displayName: string;
                                photoURL: string | null;
                                phoneNumber: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                timeZone: string | null;
                                /** @enum {string} */
                                subscriptionStatus: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                                twoFactorEnabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            settings: {
                                emailNotifications: boolean;
                                smsNotifications: boolean;
                                phoneNotifications: boolean;
                                pushNotifications: boolean;
                            };
                            workspace: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                requireTwoFactor: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in, if anyone
         * @description What GET /api/v1/me answers, or `me: null` for a visitor: always 200, so a page that only wants to know asks without a failed request.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            me: {
                                profile: {
                                    id: string;
                                    email: string;
                                    emailVerified: boolean;
                                    displayName: string;
                                    photoURL: string | null;
                                    phoneNumber: string | null;
                                    firstName: string | null;
                                    lastName: string | null;
                                    phone: string | null;
                                    timeZone: string | null;
                                    /** @enum {string} */
                                    subscriptionStatus: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                                    twoFactorEnabled: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    updatedAt: string;
                                };
                                settings: {
                                    emailNotifications: boolean;
                                    smsNotifications: boolean;
                                    phoneNotifications: boolean;
                                    pushNotifications: boolean;
                                };
                                workspace: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    role: "owner" | "admin" | "member" | "viewer";
                                    requireTwoFactor: boolean;
                                };
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change notification settings */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        emailNotifications?: boolean;
                        smsNotifications?: boolean;
                        phoneNotifications?: boolean;
                        pushNotifications?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                displayName: string;
                                photoURL: string | null;
                                phoneNumber: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                timeZone: string | null;
                                /** @enum {string} */
                                subscriptionStatus: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                                twoFactorEnabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            settings: {
                                emailNotifications: boolean;
                                smsNotifications: boolean;
                                phoneNotifications: boolean;
                                pushNotifications: boolean;
                            };
                            workspace: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                requireTwoFactor: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/me/reauthenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the password, to make sensitive changes for the next 10 minutes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            freshUntil: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's passkeys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                deviceType: "singleDevice" | "multiDevice";
                                backedUp: boolean;
                                createdAt: string;
                                lastUsedAt: string | null;
                            }[];
                            unavailable: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Keep a new passkey (needs a recent sign-in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challengeId: string;
                        name: string;
                        response: {
                            id: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            deviceType: "singleDevice" | "multiDevice";
                            backedUp: boolean;
                            createdAt: string;
                            lastUsedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A challenge to create a passkey with (needs a recent sign-in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            challengeId: string;
                            options: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a passkey (needs a recent sign-in) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            deviceType: "singleDevice" | "multiDevice";
                            backedUp: boolean;
                            createdAt: string;
                            lastUsedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a passkey */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            deviceType: "singleDevice" | "multiDevice";
                            backedUp: boolean;
                            createdAt: string;
                            lastUsedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/me/reauthenticate/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A challenge for one of the caller's passkeys, to confirm it is them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            challengeId: string;
                            options: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/reauthenticate/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm it is the caller with a passkey, for sensitive changes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challengeId: string;
                        response: {
                            id: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            freshUntil: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a profile photo
         * @description The body is the image itself, sent with its Content-Type: image/jpeg, image/png or image/webp, at most 5 MB and 50 megapixels. It is turned upright, cropped to a centred square and resized to 256 px, without its metadata; the profile’s `photoURL` then points to it. A file of another type is refused with 415, one over 5 MB with 413, one that is not a readable image or has too many pixels with 400.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                displayName: string;
                                photoURL: string | null;
                                phoneNumber: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                timeZone: string | null;
                                /** @enum {string} */
                                subscriptionStatus: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                                twoFactorEnabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            settings: {
                                emailNotifications: boolean;
                                smsNotifications: boolean;
                                phoneNotifications: boolean;
                                pushNotifications: boolean;
                            };
                            workspace: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                requireTwoFactor: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove the profile photo
         * @description The stored photo is deleted; the profile shows initials again.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                displayName: string;
                                photoURL: string | null;
                                phoneNumber: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                timeZone: string | null;
                                /** @enum {string} */
                                subscriptionStatus: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                                twoFactorEnabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            settings: {
                                emailNotifications: boolean;
                                smsNotifications: boolean;
                                phoneNotifications: boolean;
                                pushNotifications: boolean;
                            };
                            workspace: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                requireTwoFactor: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/avatars/{userId}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile photo
         * @description The image a profile’s `photoURL` points to. Its address holds a hash of its content, so it is cached for a year; a replaced or removed photo answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the email address is confirmed, and when the last link was mailed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            emailVerified: boolean;
                            /** Format: date-time */
                            sentAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Mail a new link to confirm the email address (once a minute, 5 an hour) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            emailVerified: boolean;
                            /** Format: date-time */
                            sentAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-verification/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email address with the token of the link mailed at sign-up */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            alreadyConfirmed: boolean;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the email address: mails a confirmation link to the new one
         * @description Needs a session that signed in or confirmed its password in the last 10 minutes. The answer is the same whether or not another account uses the address.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        newEmail: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sentTo: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an email change with the token of the link mailed to the new address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (the current one is required); other sessions are signed out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endedSessions: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's sessions: browser, address, sign-in and last use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                browser: string;
                                device: string | null;
                                ipAddress: string | null;
                                signedInAt: string;
                                lastActiveAt: string;
                                current: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of your sessions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ended: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every session but this one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ended: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up two-factor authentication: a new secret and recovery codes
         * @description Asks for the password. Nothing changes at sign-in until the first code is confirmed with POST /api/auth/two-factor/verify-totp.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totpURI: string;
                            backupCodes: string[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/verify-totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a code from the authenticator app
         * @description At sign-in, the second step after the password (`trustDevice` skips it on this browser for 30 days). Signed in, the first code confirms the set-up and turns two-factor authentication on.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        trustDevice?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/verify-backup-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a recovery code instead of the app (each code works once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        trustDevice?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/passkey-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * At sign-in, a challenge for one of your passkeys instead of the app's code
         * @description After a right password on an account with two-factor authentication: answer it with POST /api/auth/two-factor/verify-passkey.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            challengeId: string;
                            options: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/verify-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with a passkey as the second step after the password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challengeId: string;
                        response: {
                            id: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/generate-backup-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make ten new recovery codes (asks for the password; the old ones stop working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            backupCodes: string[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor authentication off (asks for the password) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Require two-factor authentication of every member, or stop requiring it
         * @description Owner only, with a password confirmed in the last 10 minutes; to require it the owner must use it. While required, a member without it reaches only their account and their list of workspaces.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        required: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requireTwoFactor: boolean;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every workspace the signed-in person belongs to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                personal: boolean;
                                current: boolean;
                                members: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a team workspace
         * @description The creator is its owner and acts in it from now on. It starts on the free trial a new account gets.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            personal: boolean;
                            current: boolean;
                            members: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Act in another of your workspaces */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workspaceId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                id: string;
                                email: string;
                                emailVerified: boolean;
                                displayName: string;
                                photoURL: string | null;
                                phoneNumber: string | null;
                                firstName: string | null;
                                lastName: string | null;
                                phone: string | null;
                                timeZone: string | null;
                                /** @enum {string} */
                                subscriptionStatus: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                                twoFactorEnabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            settings: {
                                emailNotifications: boolean;
                                smsNotifications: boolean;
                                phoneNotifications: boolean;
                                pushNotifications: boolean;
                            };
                            workspace: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                requireTwoFactor: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the workspace and everything in it
         * @description Type the workspace's name in `confirmName`. A personal workspace goes only with its account; a workspace with a paid plan must cancel it first. Members then act in their personal workspace.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename the workspace */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            personal: boolean;
                            current: boolean;
                            members: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/workspace/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the workspace
         * @description You then act in your personal workspace. The only owner cannot leave, and nobody leaves their personal workspace.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand ownership to another member
         * @description The member becomes owner; you become admin.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members of the workspace and its team seats */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                userId: string;
                                name: string;
                                email: string;
                                emailVerified: boolean;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                /** Format: date-time */
                                joinedAt: string;
                                you: boolean;
                            }[];
                            seats: number | null;
                            seatsUsed: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Their access ends at once. Admins cannot remove owners; removing yourself is leaving.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description An admin gives admin, member or viewer and cannot change an owner; the only owner stays owner.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "owner" | "admin" | "member" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            userId: string;
                            name: string;
                            email: string;
                            emailVerified: boolean;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            /** Format: date-time */
                            joinedAt: string;
                            you: boolean;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations waiting for an answer, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member" | "viewer";
                                invitedBy: string | null;
                                /** Format: date-time */
                                sentAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite someone by email
         * @description Mails a link that works once, for 7 days. Members and pending invitations count against the plan's team seats (`plan-limit`, 402, when full).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            invitedBy: string | null;
                            /** Format: date-time */
                            sentAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invitation again
         * @description With a new link (the old one stops working) that works for 7 more days.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            invitedBy: string | null;
                            /** Format: date-time */
                            sentAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an invitation
         * @description Its link stops working at once.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation link invites to
         * @description For the page the link opens: the workspace, who invited, the address and role, and whether the link still works.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            workspaceName: string;
                            invitedBy: string | null;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                            /** @enum {string} */
                            state: "pending" | "expired" | "revoked" | "accepted";
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description The signed-in person, whose email must be the one invited, joins the workspace with the invited role and acts in it from now on.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            workspaceId: string;
                            workspaceName: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member" | "viewer";
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The keys that are not revoked, newest first; an expired one has `expiresAt` in the past. The secret is never listed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                prefix: string;
                                /** @enum {string} */
                                access: "read" | "write";
                                areas: ("monitors" | "incidents" | "status-pages")[];
                                /** Format: date-time */
                                expiresAt: string | null;
                                createdBy: string | null;
                                /** @enum {string|null} */
                                creatorRole: "owner" | "admin" | "member" | "viewer" | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastUsedAt: string | null;
                                lastUsedIp: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an API key
         * @description The answer holds the whole key in `key`: the only time it is shown.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        access: "read" | "write";
                        /** @default [] */
                        areas?: ("monitors" | "incidents" | "status-pages")[];
                        /**
                         * Format: date-time
                         * @default null
                         */
                        expiresAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            prefix: string;
                            /** @enum {string} */
                            access: "read" | "write";
                            areas: ("monitors" | "incidents" | "status-pages")[];
                            /** Format: date-time */
                            expiresAt: string | null;
                            createdBy: string | null;
                            /** @enum {string|null} */
                            creatorRole: "owner" | "admin" | "member" | "viewer" | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            key: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The next request made with the key is refused with 401.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan in force, the trial, usage against each limit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            /** @enum {string} */
                            plan: "free" | "starter" | "pro" | "enterprise" | "self-hosted";
                            /** @enum {string|null} */
                            subscribedPlan: "starter" | "pro" | "enterprise" | null;
                            /** @enum {string|null} */
                            period: "monthly" | "yearly" | null;
                            /** @enum {string} */
                            status: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                            trial: {
                                /** @enum {string} */
                                plan: "starter" | "pro" | "enterprise";
                                /** Format: date-time */
                                endsAt: string;
                                daysLeft: number;
                            } | null;
                            /** Format: date-time */
                            currentPeriodEnd: string | null;
                            cancelAtPeriodEnd: boolean;
                            limits: {
                                monitors: number | null;
                                minIntervalSeconds: number;
                                smsPerMonth: number | null;
                                callsPerMonth: number | null;
                                channels: number | null;
                                statusPages: number | null;
                                teamSeats: number | null;
                                rawRetentionDays: number;
                                auditRetentionDays: number;
                            };
                            usage: {
                                monitors: number;
                                channels: number;
                                teamSeats: number;
                                statusPages: number;
                                smsThisMonth: number;
                                callsThisMonth: number;
                            };
                            checkout: {
                                starter: ("monthly" | "yearly")[];
                                pro: ("monthly" | "yearly")[];
                                enterprise: ("monthly" | "yearly")[];
                            };
                            hasCustomer: boolean;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start Stripe Checkout for a plan (the Customer Portal when already subscribed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        plan: "starter" | "pro" | "enterprise";
                        /**
                         * @default monthly
                         * @enum {string}
                         */
                        period?: "monthly" | "yearly";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the Stripe Customer Portal: change plan or card, cancel */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoices, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: {
                                id: string;
                                number: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                total: number;
                                currency: string;
                                /** @enum {string|null} */
                                status: "draft" | "open" | "paid" | "uncollectible" | "void" | null;
                                /** Format: uri */
                                hostedUrl: string | null;
                                /** Format: uri */
                                pdfUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the subscription from Stripe again now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            /** @enum {string} */
                            plan: "free" | "starter" | "pro" | "enterprise" | "self-hosted";
                            /** @enum {string|null} */
                            subscribedPlan: "starter" | "pro" | "enterprise" | null;
                            /** @enum {string|null} */
                            period: "monthly" | "yearly" | null;
                            /** @enum {string} */
                            status: "free" | "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete";
                            trial: {
                                /** @enum {string} */
                                plan: "starter" | "pro" | "enterprise";
                                /** Format: date-time */
                                endsAt: string;
                                daysLeft: number;
                            } | null;
                            /** Format: date-time */
                            currentPeriodEnd: string | null;
                            cancelAtPeriodEnd: boolean;
                            limits: {
                                monitors: number | null;
                                minIntervalSeconds: number;
                                smsPerMonth: number | null;
                                callsPerMonth: number | null;
                                channels: number | null;
                                statusPages: number | null;
                                teamSeats: number | null;
                                rawRetentionDays: number;
                                auditRetentionDays: number;
                            };
                            usage: {
                                monitors: number;
                                channels: number;
                                teamSeats: number;
                                statusPages: number;
                                smsThisMonth: number;
                                callsThisMonth: number;
                            };
                            checkout: {
                                starter: ("monthly" | "yearly")[];
                                pro: ("monthly" | "yearly")[];
                                enterprise: ("monthly" | "yearly")[];
                            };
                            hasCustomer: boolean;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List monitors */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "pending" | "up" | "degraded" | "down" | "paused" | "maintenance";
                    type?: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                    tag?: string;
                    groupId?: string;
                    sort?: "status" | "name" | "createdAt" | "lastCheckedAt";
                    order?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                type: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                                target: string;
                                intervalSeconds: number;
                                timeoutSeconds: number;
                                confirmations: number;
                                tags: string[];
                                groupId: string | null;
                                paused: boolean;
                                pausedByPlan: boolean;
                                intervalBeforePlan: number | null;
                                /** @enum {string} */
                                status: "pending" | "up" | "degraded" | "down" | "paused" | "maintenance";
                                /** Format: date-time */
                                statusChangedAt: string;
                                /** Format: date-time */
                                lastCheckedAt: string | null;
                                lastResult: {
                                    /** @enum {string} */
                                    status: "up" | "degraded" | "down";
                                    /** @enum {string|null} */
                                    errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                    message: string | null;
                                    statusCode: number | null;
                                    timings: {
                                        dns?: number;
                                        connect?: number;
                                        tls?: number;
                                        ttfb?: number;
                                        total: number;
                                    };
                                    bytesRead: number;
                                    remoteAddress: string | null;
                                    /** Format: date-time */
                                    checkedAt: string;
                                    certificate: {
                                        subject: string;
                                        issuer: string;
                                        /** Format: date-time */
                                        validFrom: string;
                                        /** Format: date-time */
                                        validTo: string;
                                        daysRemaining: number;
                                        fingerprint256: string;
                                        altNames: string[];
                                        trusted: boolean;
                                        trustError: string | null;
                                        chain?: {
                                            subject: string;
                                            issuer: string;
                                            /** Format: date-time */
                                            validFrom: string;
                                            /** Format: date-time */
                                            validTo: string;
                                        }[];
                                    } | null;
                                    details: {
                                        [key: string]: unknown;
                                    } | null;
                                    regions?: {
                                        region: string;
                                        /** @enum {string|null} */
                                        status: "up" | "degraded" | "down" | null;
                                        /** @enum {string|null} */
                                        errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                        message: string | null;
                                        statusCode: number | null;
                                        timings: {
                                            dns?: number;
                                            connect?: number;
                                            tls?: number;
                                            ttfb?: number;
                                            total: number;
                                        } | null;
                                        /** Format: date-time */
                                        checkedAt: string | null;
                                    }[];
                                } | null;
                                pushUrl: string | null;
                                /** Format: date-time */
                                lastPingAt: string | null;
                                config: {
                                    /** @enum {string} */
                                    type: "http";
                                    name: string;
                                    /** @default 60 */
                                    intervalSeconds: number;
                                    /** @default 30 */
                                    timeoutSeconds: number;
                                    /** @default [] */
                                    tags: string[];
                                    /** @default 2 */
                                    confirmations: number;
                                    regions?: string[];
                                    /** @enum {string} */
                                    quorum?: "any" | "majority" | "all";
                                    groupId?: string | null;
                                    /** Format: uri */
                                    url: string;
                                    /**
                                     * @default GET
                                     * @enum {string}
                                     */
                                    method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                    body?: string;
                                    /**
                                     * @default [
                                     *       "2xx",
                                     *       "3xx"
                                     *     ]
                                     */
                                    expectedStatus: string[];
                                    /** @default true */
                                    followRedirects: boolean;
                                    /** @default 5 */
                                    maxRedirects: number;
                                    /** @default true */
                                    verifyTls: boolean;
                                    degradedThresholdMs?: number;
                                } | {
                                    /** @enum {string} */
                                    type: "keyword";
                                    name: string;
                                    /** @default 60 */
                                    intervalSeconds: number;
                                    /** @default 30 */
                                    timeoutSeconds: number;
                                    /** @default [] */
                                    tags: string[];
                                    /** @default 2 */
                                    confirmations: number;
                                    regions?: string[];
                                    /** @enum {string} */
                                    quorum?: "any" | "majority" | "all";
                                    groupId?: string | null;
                                    /** Format: uri */
                                    url: string;
                                    /**
                                     * @default GET
                                     * @enum {string}
                                     */
                                    method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                    body?: string;
                                    /**
                                     * @default [
                                     *       "2xx",
                                     *       "3xx"
                                     *     ]
                                     */
                                    expectedStatus: string[];
                                    /** @default true */
                                    followRedirects: boolean;
                                    /** @default 5 */
                                    maxRedirects: number;
                                    /** @default true */
                                    verifyTls: boolean;
                                    degradedThresholdMs?: number;
                                    keyword: string;
                                    /**
                                     * @default present
                                     * @enum {string}
                                     */
                                    keywordMode: "present" | "absent";
                                    /** @default false */
                                    caseSensitive: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "json-query";
                                    name: string;
                                    /** @default 60 */
                                    intervalSeconds: number;
                                    /** @default 30 */
                                    timeoutSeconds: number;
                                    /** @default [] */
                                    tags: string[];
                                    /** @default 2 */
                                    confirmations: number;
                                    regions?: string[];
                                    /** @enum {string} */
                                    quorum?: "any" | "majority" | "all";
                                    groupId?: string | null;
                                    /** Format: uri */
                                    url: string;
                                    /**
                                     * @default GET
                                     * @enum {string}
                                     */
                                    method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                    /** @default [] */
                                    headers: {
                                        name: string;
                                        value: string;
                                    }[];
                                    body?: string;
                                    /**
                                     * @default [
                                     *       "2xx",
                                     *       "3xx"
                                     *     ]
                                     */
                                    expectedStatus: string[];
                                    /** @default true */
                                    followRedirects: boolean;
                                    /** @default 5 */
                                    maxRedirects: number;
                                    /** @default true */
                                    verifyTls: boolean;
                                    degradedThresholdMs?: number;
                                    query: string;
                                    expectedValue: string;
                                } | {
                                    /** @enum {string} */
                                    type: "tcp";
                                    name: string;
                                    /** @default 60 */
                                    intervalSeconds: number;
                                    /** @default 30 */
                                    timeoutSeconds: number;
                                    /** @default [] */
                                    tags: string[];
                                    /** @default 2 */
                                    confirmations: number;
                                    regions?: string[];
                                    /** @enum {string} */
                                    quorum?: "any" | "majority" | "all";
                                    groupId?: string | null;
                                    host: string;
                                    port: number;
                                    /** @default false */
                                    tls: boolean;
                                } | {
                                    /** @enum {string} */
                                    type: "dns";
                                    name: string;
                                    /** @default 60 */
                                    intervalSeconds: number;
                                    /** @default 30 */
                                    timeoutSeconds: number;
                                    /** @default [] */
                                    tags: string[];
                                    /** @default 2 */
                                    confirmations: number;
                                    regions?: string[];
                                    /** @enum {string} */
                                    quorum?: "any" | "majority" | "all";
                                    groupId?: string | null;
                                    hostname: string;
                                    /**
                                     * @default A
                                     * @enum {string}
                                     */
                                    recordType: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                                    expectedValue?: string;
                                    resolver?: string;
                                } | {
                                    /** @enum {string} */
                                    type: "tls-cert";
                                    name: string;
                                    /** @default 60 */
                                    intervalSeconds: number;
                                    /** @default 30 */
                                    timeoutSeconds: number;
                                    /** @default [] */
                                    tags: string[];
                                    /** @default 2 */
                                    confirmations: number;
                                    regions?: string[];
                                    /** @enum {string} */
                                    quorum?: "any" | "majority" | "all";
                                    groupId?: string | null;
                                    host: string;
                                    /** @default 443 */
                                    port: number;
                                    /** @default 14 */
                                    expiryThresholdDays: number;
                                } | {
                                    /** @enum {string} */
                                    type: "ping";
                                    name: string;
                                    /** @default 60 */
                                    intervalSeconds: number;
                                    /** @default 30 */
                                    timeoutSeconds: number;
                                    /** @default [] */
                                    tags: string[];
                                    /** @default 2 */
                                    confirmations: number;
                                    regions?: string[];
                                    /** @enum {string} */
                                    quorum?: "any" | "majority" | "all";
                                    groupId?: string | null;
                                    host: string;
                                    /** @default 3 */
                                    packets: number;
                                } | {
                                    /** @enum {string} */
                                    type: "heartbeat";
                                    name: string;
                                    /** @default 60 */
                                    intervalSeconds: number;
                                    /** @default 30 */
                                    timeoutSeconds: number;
                                    /** @default [] */
                                    tags: string[];
                                    /** @default 2 */
                                    confirmations: number;
                                    regions?: string[];
                                    /** @enum {string} */
                                    quorum?: "any" | "majority" | "all";
                                    groupId?: string | null;
                                    periodSeconds: number;
                                    /** @default 60 */
                                    graceSeconds: number;
                                };
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                last24h: {
                                    uptimePercent: number | null;
                                    latency: {
                                        p50: number;
                                        p95: number;
                                        p99: number;
                                    } | null;
                                    slots: ({
                                        uptimePercent: number;
                                        checks: number;
                                        failures: number;
                                        p50: number | null;
                                    } | null)[];
                                };
                            }[];
                            counts: {
                                pending: number;
                                up: number;
                                degraded: number;
                                down: number;
                                paused: number;
                                maintenance: number;
                            };
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a monitor
         * @description Give `alerts` to set its alert rules; without them it starts with the default rules, alerting every channel marked as a workspace default.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "http";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        url: string;
                        /**
                         * @default GET
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        /** @default [] */
                        headers?: {
                            name: string;
                            value: string;
                        }[];
                        body?: string;
                        /**
                         * @default [
                         *       "2xx",
                         *       "3xx"
                         *     ]
                         */
                        expectedStatus?: string[];
                        /** @default true */
                        followRedirects?: boolean;
                        /** @default 5 */
                        maxRedirects?: number;
                        /** @default true */
                        verifyTls?: boolean;
                        degradedThresholdMs?: number;
                        alerts?: {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds?: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        type: "keyword";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        url: string;
                        /**
                         * @default GET
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        /** @default [] */
                        headers?: {
                            name: string;
                            value: string;
                        }[];
                        body?: string;
                        /**
                         * @default [
                         *       "2xx",
                         *       "3xx"
                         *     ]
                         */
                        expectedStatus?: string[];
                        /** @default true */
                        followRedirects?: boolean;
                        /** @default 5 */
                        maxRedirects?: number;
                        /** @default true */
                        verifyTls?: boolean;
                        degradedThresholdMs?: number;
                        keyword: string;
                        /**
                         * @default present
                         * @enum {string}
                         */
                        keywordMode?: "present" | "absent";
                        /** @default false */
                        caseSensitive?: boolean;
                        alerts?: {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds?: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        type: "json-query";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        url: string;
                        /**
                         * @default GET
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        /** @default [] */
                        headers?: {
                            name: string;
                            value: string;
                        }[];
                        body?: string;
                        /**
                         * @default [
                         *       "2xx",
                         *       "3xx"
                         *     ]
                         */
                        expectedStatus?: string[];
                        /** @default true */
                        followRedirects?: boolean;
                        /** @default 5 */
                        maxRedirects?: number;
                        /** @default true */
                        verifyTls?: boolean;
                        degradedThresholdMs?: number;
                        query: string;
                        expectedValue: string;
                        alerts?: {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds?: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        type: "tcp";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        host: string;
                        port: number;
                        /** @default false */
                        tls?: boolean;
                        alerts?: {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds?: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        type: "dns";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        hostname: string;
                        /**
                         * @default A
                         * @enum {string}
                         */
                        recordType?: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                        expectedValue?: string;
                        resolver?: string;
                        alerts?: {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds?: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        type: "tls-cert";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        host: string;
                        /** @default 443 */
                        port?: number;
                        /** @default 14 */
                        expiryThresholdDays?: number;
                        alerts?: {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds?: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        type: "ping";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        host: string;
                        /** @default 3 */
                        packets?: number;
                        alerts?: {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds?: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        type: "heartbeat";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        periodSeconds: number;
                        /** @default 60 */
                        graceSeconds?: number;
                        alerts?: {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds?: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                            target: string;
                            intervalSeconds: number;
                            timeoutSeconds: number;
                            confirmations: number;
                            tags: string[];
                            groupId: string | null;
                            paused: boolean;
                            pausedByPlan: boolean;
                            intervalBeforePlan: number | null;
                            /** @enum {string} */
                            status: "pending" | "up" | "degraded" | "down" | "paused" | "maintenance";
                            /** Format: date-time */
                            statusChangedAt: string;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                            lastResult: {
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                                /** @enum {string|null} */
                                errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                message: string | null;
                                statusCode: number | null;
                                timings: {
                                    dns?: number;
                                    connect?: number;
                                    tls?: number;
                                    ttfb?: number;
                                    total: number;
                                };
                                bytesRead: number;
                                remoteAddress: string | null;
                                /** Format: date-time */
                                checkedAt: string;
                                certificate: {
                                    subject: string;
                                    issuer: string;
                                    /** Format: date-time */
                                    validFrom: string;
                                    /** Format: date-time */
                                    validTo: string;
                                    daysRemaining: number;
                                    fingerprint256: string;
                                    altNames: string[];
                                    trusted: boolean;
                                    trustError: string | null;
                                    chain?: {
                                        subject: string;
                                        issuer: string;
                                        /** Format: date-time */
                                        validFrom: string;
                                        /** Format: date-time */
                                        validTo: string;
                                    }[];
                                } | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                                regions?: {
                                    region: string;
                                    /** @enum {string|null} */
                                    status: "up" | "degraded" | "down" | null;
                                    /** @enum {string|null} */
                                    errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                    message: string | null;
                                    statusCode: number | null;
                                    timings: {
                                        dns?: number;
                                        connect?: number;
                                        tls?: number;
                                        ttfb?: number;
                                        total: number;
                                    } | null;
                                    /** Format: date-time */
                                    checkedAt: string | null;
                                }[];
                            } | null;
                            pushUrl: string | null;
                            /** Format: date-time */
                            lastPingAt: string | null;
                            config: {
                                /** @enum {string} */
                                type: "http";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                            } | {
                                /** @enum {string} */
                                type: "keyword";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                keyword: string;
                                /**
                                 * @default present
                                 * @enum {string}
                                 */
                                keywordMode: "present" | "absent";
                                /** @default false */
                                caseSensitive: boolean;
                            } | {
                                /** @enum {string} */
                                type: "json-query";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                query: string;
                                expectedValue: string;
                            } | {
                                /** @enum {string} */
                                type: "tcp";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                port: number;
                                /** @default false */
                                tls: boolean;
                            } | {
                                /** @enum {string} */
                                type: "dns";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                hostname: string;
                                /**
                                 * @default A
                                 * @enum {string}
                                 */
                                recordType: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                                expectedValue?: string;
                                resolver?: string;
                            } | {
                                /** @enum {string} */
                                type: "tls-cert";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 443 */
                                port: number;
                                /** @default 14 */
                                expiryThresholdDays: number;
                            } | {
                                /** @enum {string} */
                                type: "ping";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 3 */
                                packets: number;
                            } | {
                                /** @enum {string} */
                                type: "heartbeat";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                periodSeconds: number;
                                /** @default 60 */
                                graceSeconds: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            last24h: {
                                uptimePercent: number | null;
                                latency: {
                                    p50: number;
                                    p95: number;
                                    p99: number;
                                } | null;
                                slots: ({
                                    uptimePercent: number;
                                    checks: number;
                                    failures: number;
                                    p50: number | null;
                                } | null)[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause, resume, delete or move to a group several monitors */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "pause";
                        ids: string[];
                    } | {
                        /** @enum {string} */
                        action: "resume";
                        ids: string[];
                    } | {
                        /** @enum {string} */
                        action: "delete";
                        ids: string[];
                    } | {
                        /** @enum {string} */
                        action: "move";
                        ids: string[];
                        groupId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            affected: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a monitor */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                            target: string;
                            intervalSeconds: number;
                            timeoutSeconds: number;
                            confirmations: number;
                            tags: string[];
                            groupId: string | null;
                            paused: boolean;
                            pausedByPlan: boolean;
                            intervalBeforePlan: number | null;
                            /** @enum {string} */
                            status: "pending" | "up" | "degraded" | "down" | "paused" | "maintenance";
                            /** Format: date-time */
                            statusChangedAt: string;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                            lastResult: {
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                                /** @enum {string|null} */
                                errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                message: string | null;
                                statusCode: number | null;
                                timings: {
                                    dns?: number;
                                    connect?: number;
                                    tls?: number;
                                    ttfb?: number;
                                    total: number;
                                };
                                bytesRead: number;
                                remoteAddress: string | null;
                                /** Format: date-time */
                                checkedAt: string;
                                certificate: {
                                    subject: string;
                                    issuer: string;
                                    /** Format: date-time */
                                    validFrom: string;
                                    /** Format: date-time */
                                    validTo: string;
                                    daysRemaining: number;
                                    fingerprint256: string;
                                    altNames: string[];
                                    trusted: boolean;
                                    trustError: string | null;
                                    chain?: {
                                        subject: string;
                                        issuer: string;
                                        /** Format: date-time */
                                        validFrom: string;
                                        /** Format: date-time */
                                        validTo: string;
                                    }[];
                                } | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                                regions?: {
                                    region: string;
                                    /** @enum {string|null} */
                                    status: "up" | "degraded" | "down" | null;
                                    /** @enum {string|null} */
                                    errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                    message: string | null;
                                    statusCode: number | null;
                                    timings: {
                                        dns?: number;
                                        connect?: number;
                                        tls?: number;
                                        ttfb?: number;
                                        total: number;
                                    } | null;
                                    /** Format: date-time */
                                    checkedAt: string | null;
                                }[];
                            } | null;
                            pushUrl: string | null;
                            /** Format: date-time */
                            lastPingAt: string | null;
                            config: {
                                /** @enum {string} */
                                type: "http";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                            } | {
                                /** @enum {string} */
                                type: "keyword";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                keyword: string;
                                /**
                                 * @default present
                                 * @enum {string}
                                 */
                                keywordMode: "present" | "absent";
                                /** @default false */
                                caseSensitive: boolean;
                            } | {
                                /** @enum {string} */
                                type: "json-query";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                query: string;
                                expectedValue: string;
                            } | {
                                /** @enum {string} */
                                type: "tcp";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                port: number;
                                /** @default false */
                                tls: boolean;
                            } | {
                                /** @enum {string} */
                                type: "dns";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                hostname: string;
                                /**
                                 * @default A
                                 * @enum {string}
                                 */
                                recordType: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                                expectedValue?: string;
                                resolver?: string;
                            } | {
                                /** @enum {string} */
                                type: "tls-cert";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 443 */
                                port: number;
                                /** @default 14 */
                                expiryThresholdDays: number;
                            } | {
                                /** @enum {string} */
                                type: "ping";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 3 */
                                packets: number;
                            } | {
                                /** @enum {string} */
                                type: "heartbeat";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                periodSeconds: number;
                                /** @default 60 */
                                graceSeconds: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            last24h: {
                                uptimePercent: number | null;
                                latency: {
                                    p50: number;
                                    p95: number;
                                    p99: number;
                                } | null;
                                slots: ({
                                    uptimePercent: number;
                                    checks: number;
                                    failures: number;
                                    p50: number | null;
                                } | null)[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a monitor */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a monitor */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                            target: string;
                            intervalSeconds: number;
                            timeoutSeconds: number;
                            confirmations: number;
                            tags: string[];
                            groupId: string | null;
                            paused: boolean;
                            pausedByPlan: boolean;
                            intervalBeforePlan: number | null;
                            /** @enum {string} */
                            status: "pending" | "up" | "degraded" | "down" | "paused" | "maintenance";
                            /** Format: date-time */
                            statusChangedAt: string;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                            lastResult: {
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                                /** @enum {string|null} */
                                errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                message: string | null;
                                statusCode: number | null;
                                timings: {
                                    dns?: number;
                                    connect?: number;
                                    tls?: number;
                                    ttfb?: number;
                                    total: number;
                                };
                                bytesRead: number;
                                remoteAddress: string | null;
                                /** Format: date-time */
                                checkedAt: string;
                                certificate: {
                                    subject: string;
                                    issuer: string;
                                    /** Format: date-time */
                                    validFrom: string;
                                    /** Format: date-time */
                                    validTo: string;
                                    daysRemaining: number;
                                    fingerprint256: string;
                                    altNames: string[];
                                    trusted: boolean;
                                    trustError: string | null;
                                    chain?: {
                                        subject: string;
                                        issuer: string;
                                        /** Format: date-time */
                                        validFrom: string;
                                        /** Format: date-time */
                                        validTo: string;
                                    }[];
                                } | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                                regions?: {
                                    region: string;
                                    /** @enum {string|null} */
                                    status: "up" | "degraded" | "down" | null;
                                    /** @enum {string|null} */
                                    errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                    message: string | null;
                                    statusCode: number | null;
                                    timings: {
                                        dns?: number;
                                        connect?: number;
                                        tls?: number;
                                        ttfb?: number;
                                        total: number;
                                    } | null;
                                    /** Format: date-time */
                                    checkedAt: string | null;
                                }[];
                            } | null;
                            pushUrl: string | null;
                            /** Format: date-time */
                            lastPingAt: string | null;
                            config: {
                                /** @enum {string} */
                                type: "http";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                            } | {
                                /** @enum {string} */
                                type: "keyword";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                keyword: string;
                                /**
                                 * @default present
                                 * @enum {string}
                                 */
                                keywordMode: "present" | "absent";
                                /** @default false */
                                caseSensitive: boolean;
                            } | {
                                /** @enum {string} */
                                type: "json-query";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                query: string;
                                expectedValue: string;
                            } | {
                                /** @enum {string} */
                                type: "tcp";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                port: number;
                                /** @default false */
                                tls: boolean;
                            } | {
                                /** @enum {string} */
                                type: "dns";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                hostname: string;
                                /**
                                 * @default A
                                 * @enum {string}
                                 */
                                recordType: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                                expectedValue?: string;
                                resolver?: string;
                            } | {
                                /** @enum {string} */
                                type: "tls-cert";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 443 */
                                port: number;
                                /** @default 14 */
                                expiryThresholdDays: number;
                            } | {
                                /** @enum {string} */
                                type: "ping";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 3 */
                                packets: number;
                            } | {
                                /** @enum {string} */
                                type: "heartbeat";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                periodSeconds: number;
                                /** @default 60 */
                                graceSeconds: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            last24h: {
                                uptimePercent: number | null;
                                latency: {
                                    p50: number;
                                    p95: number;
                                    p99: number;
                                } | null;
                                slots: ({
                                    uptimePercent: number;
                                    checks: number;
                                    failures: number;
                                    p50: number | null;
                                } | null)[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/monitors/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stored checks of a monitor, newest first */
        get: {
            parameters: {
                query?: {
                    before?: string;
                    limit?: number;
                    region?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: date-time */
                                checkedAt: string;
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                                /** @enum {string|null} */
                                errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                statusCode: number | null;
                                timings: {
                                    dns?: number;
                                    connect?: number;
                                    tls?: number;
                                    ttfb?: number;
                                    total: number;
                                };
                                message: string | null;
                            }[];
                            /** Format: date-time */
                            nextBefore: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/uptime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uptime of a monitor over 24 hours, 7, 30 or 90 days */
        get: {
            parameters: {
                query?: {
                    range?: "24h" | "7d" | "30d" | "90d";
                    region?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            range: "24h" | "7d" | "30d" | "90d";
                            /** Format: date-time */
                            from: string;
                            /** Format: date-time */
                            to: string;
                            checks: number;
                            failures: number;
                            degraded: number;
                            uptimePercent: number | null;
                            downtimeSeconds: number;
                            observedSeconds: number;
                            slotSeconds: number;
                            slots: {
                                start: number;
                                checks: number;
                                failures: number;
                                uptimePercent: number | null;
                                downtimeSeconds: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/latency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Response-time percentiles of a monitor per time bucket and phase */
        get: {
            parameters: {
                query?: {
                    range?: "1h" | "24h" | "7d" | "30d" | "90d";
                    region?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            range: "1h" | "24h" | "7d" | "30d" | "90d";
                            /** Format: date-time */
                            from: string;
                            /** Format: date-time */
                            to: string;
                            bucketSeconds: number;
                            times: number[];
                            checks: number[];
                            phases: {
                                [key: string]: {
                                    p50: (number | null)[];
                                    p95: (number | null)[];
                                    p99: (number | null)[];
                                };
                            };
                            summary: {
                                [key: string]: {
                                    p50: number;
                                    p95: number;
                                    p99: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Incidents of a monitor, open ones first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                monitorId: string;
                                /** @enum {string} */
                                status: "open" | "resolved";
                                /** Format: date-time */
                                startedAt: string;
                                /** Format: date-time */
                                confirmedAt: string;
                                /** Format: date-time */
                                resolvedAt: string | null;
                                durationSeconds: number;
                                /** @enum {string|null} */
                                causeKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                cause: {
                                    /** @enum {string} */
                                    status: "up" | "degraded" | "down";
                                    /** @enum {string|null} */
                                    errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                    message: string | null;
                                    statusCode: number | null;
                                    timings: {
                                        dns?: number;
                                        connect?: number;
                                        tls?: number;
                                        ttfb?: number;
                                        total: number;
                                    };
                                    bytesRead: number;
                                    remoteAddress: string | null;
                                    /** Format: date-time */
                                    checkedAt: string;
                                    certificate: {
                                        subject: string;
                                        issuer: string;
                                        /** Format: date-time */
                                        validFrom: string;
                                        /** Format: date-time */
                                        validTo: string;
                                        daysRemaining: number;
                                        fingerprint256: string;
                                        altNames: string[];
                                        trusted: boolean;
                                        trustError: string | null;
                                        chain?: {
                                            subject: string;
                                            issuer: string;
                                            /** Format: date-time */
                                            validFrom: string;
                                            /** Format: date-time */
                                            validTo: string;
                                        }[];
                                    } | null;
                                    details: {
                                        [key: string]: unknown;
                                    } | null;
                                    regions?: {
                                        region: string;
                                        /** @enum {string|null} */
                                        status: "up" | "degraded" | "down" | null;
                                        /** @enum {string|null} */
                                        errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                        message: string | null;
                                        statusCode: number | null;
                                        timings: {
                                            dns?: number;
                                            connect?: number;
                                            tls?: number;
                                            ttfb?: number;
                                            total: number;
                                        } | null;
                                        /** Format: date-time */
                                        checkedAt: string | null;
                                    }[];
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a monitor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                            target: string;
                            intervalSeconds: number;
                            timeoutSeconds: number;
                            confirmations: number;
                            tags: string[];
                            groupId: string | null;
                            paused: boolean;
                            pausedByPlan: boolean;
                            intervalBeforePlan: number | null;
                            /** @enum {string} */
                            status: "pending" | "up" | "degraded" | "down" | "paused" | "maintenance";
                            /** Format: date-time */
                            statusChangedAt: string;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                            lastResult: {
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                                /** @enum {string|null} */
                                errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                message: string | null;
                                statusCode: number | null;
                                timings: {
                                    dns?: number;
                                    connect?: number;
                                    tls?: number;
                                    ttfb?: number;
                                    total: number;
                                };
                                bytesRead: number;
                                remoteAddress: string | null;
                                /** Format: date-time */
                                checkedAt: string;
                                certificate: {
                                    subject: string;
                                    issuer: string;
                                    /** Format: date-time */
                                    validFrom: string;
                                    /** Format: date-time */
                                    validTo: string;
                                    daysRemaining: number;
                                    fingerprint256: string;
                                    altNames: string[];
                                    trusted: boolean;
                                    trustError: string | null;
                                    chain?: {
                                        subject: string;
                                        issuer: string;
                                        /** Format: date-time */
                                        validFrom: string;
                                        /** Format: date-time */
                                        validTo: string;
                                    }[];
                                } | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                                regions?: {
                                    region: string;
                                    /** @enum {string|null} */
                                    status: "up" | "degraded" | "down" | null;
                                    /** @enum {string|null} */
                                    errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                    message: string | null;
                                    statusCode: number | null;
                                    timings: {
                                        dns?: number;
                                        connect?: number;
                                        tls?: number;
                                        ttfb?: number;
                                        total: number;
                                    } | null;
                                    /** Format: date-time */
                                    checkedAt: string | null;
                                }[];
                            } | null;
                            pushUrl: string | null;
                            /** Format: date-time */
                            lastPingAt: string | null;
                            config: {
                                /** @enum {string} */
                                type: "http";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                            } | {
                                /** @enum {string} */
                                type: "keyword";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                keyword: string;
                                /**
                                 * @default present
                                 * @enum {string}
                                 */
                                keywordMode: "present" | "absent";
                                /** @default false */
                                caseSensitive: boolean;
                            } | {
                                /** @enum {string} */
                                type: "json-query";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                query: string;
                                expectedValue: string;
                            } | {
                                /** @enum {string} */
                                type: "tcp";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                port: number;
                                /** @default false */
                                tls: boolean;
                            } | {
                                /** @enum {string} */
                                type: "dns";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                hostname: string;
                                /**
                                 * @default A
                                 * @enum {string}
                                 */
                                recordType: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                                expectedValue?: string;
                                resolver?: string;
                            } | {
                                /** @enum {string} */
                                type: "tls-cert";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 443 */
                                port: number;
                                /** @default 14 */
                                expiryThresholdDays: number;
                            } | {
                                /** @enum {string} */
                                type: "ping";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 3 */
                                packets: number;
                            } | {
                                /** @enum {string} */
                                type: "heartbeat";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                periodSeconds: number;
                                /** @default 60 */
                                graceSeconds: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            last24h: {
                                uptimePercent: number | null;
                                latency: {
                                    p50: number;
                                    p95: number;
                                    p99: number;
                                } | null;
                                slots: ({
                                    uptimePercent: number;
                                    checks: number;
                                    failures: number;
                                    p50: number | null;
                                } | null)[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a monitor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                            target: string;
                            intervalSeconds: number;
                            timeoutSeconds: number;
                            confirmations: number;
                            tags: string[];
                            groupId: string | null;
                            paused: boolean;
                            pausedByPlan: boolean;
                            intervalBeforePlan: number | null;
                            /** @enum {string} */
                            status: "pending" | "up" | "degraded" | "down" | "paused" | "maintenance";
                            /** Format: date-time */
                            statusChangedAt: string;
                            /** Format: date-time */
                            lastCheckedAt: string | null;
                            lastResult: {
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                                /** @enum {string|null} */
                                errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                message: string | null;
                                statusCode: number | null;
                                timings: {
                                    dns?: number;
                                    connect?: number;
                                    tls?: number;
                                    ttfb?: number;
                                    total: number;
                                };
                                bytesRead: number;
                                remoteAddress: string | null;
                                /** Format: date-time */
                                checkedAt: string;
                                certificate: {
                                    subject: string;
                                    issuer: string;
                                    /** Format: date-time */
                                    validFrom: string;
                                    /** Format: date-time */
                                    validTo: string;
                                    daysRemaining: number;
                                    fingerprint256: string;
                                    altNames: string[];
                                    trusted: boolean;
                                    trustError: string | null;
                                    chain?: {
                                        subject: string;
                                        issuer: string;
                                        /** Format: date-time */
                                        validFrom: string;
                                        /** Format: date-time */
                                        validTo: string;
                                    }[];
                                } | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                                regions?: {
                                    region: string;
                                    /** @enum {string|null} */
                                    status: "up" | "degraded" | "down" | null;
                                    /** @enum {string|null} */
                                    errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                    message: string | null;
                                    statusCode: number | null;
                                    timings: {
                                        dns?: number;
                                        connect?: number;
                                        tls?: number;
                                        ttfb?: number;
                                        total: number;
                                    } | null;
                                    /** Format: date-time */
                                    checkedAt: string | null;
                                }[];
                            } | null;
                            pushUrl: string | null;
                            /** Format: date-time */
                            lastPingAt: string | null;
                            config: {
                                /** @enum {string} */
                                type: "http";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                            } | {
                                /** @enum {string} */
                                type: "keyword";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                keyword: string;
                                /**
                                 * @default present
                                 * @enum {string}
                                 */
                                keywordMode: "present" | "absent";
                                /** @default false */
                                caseSensitive: boolean;
                            } | {
                                /** @enum {string} */
                                type: "json-query";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                /** Format: uri */
                                url: string;
                                /**
                                 * @default GET
                                 * @enum {string}
                                 */
                                method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                                /** @default [] */
                                headers: {
                                    name: string;
                                    value: string;
                                }[];
                                body?: string;
                                /**
                                 * @default [
                                 *       "2xx",
                                 *       "3xx"
                                 *     ]
                                 */
                                expectedStatus: string[];
                                /** @default true */
                                followRedirects: boolean;
                                /** @default 5 */
                                maxRedirects: number;
                                /** @default true */
                                verifyTls: boolean;
                                degradedThresholdMs?: number;
                                query: string;
                                expectedValue: string;
                            } | {
                                /** @enum {string} */
                                type: "tcp";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                port: number;
                                /** @default false */
                                tls: boolean;
                            } | {
                                /** @enum {string} */
                                type: "dns";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                hostname: string;
                                /**
                                 * @default A
                                 * @enum {string}
                                 */
                                recordType: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                                expectedValue?: string;
                                resolver?: string;
                            } | {
                                /** @enum {string} */
                                type: "tls-cert";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 443 */
                                port: number;
                                /** @default 14 */
                                expiryThresholdDays: number;
                            } | {
                                /** @enum {string} */
                                type: "ping";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                host: string;
                                /** @default 3 */
                                packets: number;
                            } | {
                                /** @enum {string} */
                                type: "heartbeat";
                                name: string;
                                /** @default 60 */
                                intervalSeconds: number;
                                /** @default 30 */
                                timeoutSeconds: number;
                                /** @default [] */
                                tags: string[];
                                /** @default 2 */
                                confirmations: number;
                                regions?: string[];
                                /** @enum {string} */
                                quorum?: "any" | "majority" | "all";
                                groupId?: string | null;
                                periodSeconds: number;
                                /** @default 60 */
                                graceSeconds: number;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            last24h: {
                                uptimePercent: number | null;
                                latency: {
                                    p50: number;
                                    p95: number;
                                    p99: number;
                                } | null;
                                slots: ({
                                    uptimePercent: number;
                                    checks: number;
                                    failures: number;
                                    p50: number | null;
                                } | null)[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List groups, with their monitors counted by status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                /** Format: date-time */
                                createdAt: string;
                                counts: {
                                    pending: number;
                                    up: number;
                                    degraded: number;
                                    down: number;
                                    paused: number;
                                    maintenance: number;
                                };
                                total: number;
                            }[];
                            ungrouped: {
                                pending: number;
                                up: number;
                                degraded: number;
                                down: number;
                                paused: number;
                                maintenance: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a group */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** Format: date-time */
                            createdAt: string;
                            counts: {
                                pending: number;
                                up: number;
                                degraded: number;
                                down: number;
                                paused: number;
                                maintenance: number;
                            };
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitor-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a group; its monitors stay, in no group */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a group */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** Format: date-time */
                            createdAt: string;
                            counts: {
                                pending: number;
                                up: number;
                                degraded: number;
                                down: number;
                                paused: number;
                                maintenance: number;
                            };
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/checks/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which monitor types this server can run, and why not when it cannot */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                type: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                                available: boolean;
                                reason: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/checks/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run one check now and return its result (nothing is stored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "http";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        url: string;
                        /**
                         * @default GET
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        /** @default [] */
                        headers?: {
                            name: string;
                            value: string;
                        }[];
                        body?: string;
                        /**
                         * @default [
                         *       "2xx",
                         *       "3xx"
                         *     ]
                         */
                        expectedStatus?: string[];
                        /** @default true */
                        followRedirects?: boolean;
                        /** @default 5 */
                        maxRedirects?: number;
                        /** @default true */
                        verifyTls?: boolean;
                        degradedThresholdMs?: number;
                    } | {
                        /** @enum {string} */
                        type: "keyword";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        url: string;
                        /**
                         * @default GET
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        /** @default [] */
                        headers?: {
                            name: string;
                            value: string;
                        }[];
                        body?: string;
                        /**
                         * @default [
                         *       "2xx",
                         *       "3xx"
                         *     ]
                         */
                        expectedStatus?: string[];
                        /** @default true */
                        followRedirects?: boolean;
                        /** @default 5 */
                        maxRedirects?: number;
                        /** @default true */
                        verifyTls?: boolean;
                        degradedThresholdMs?: number;
                        keyword: string;
                        /**
                         * @default present
                         * @enum {string}
                         */
                        keywordMode?: "present" | "absent";
                        /** @default false */
                        caseSensitive?: boolean;
                    } | {
                        /** @enum {string} */
                        type: "json-query";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        url: string;
                        /**
                         * @default GET
                         * @enum {string}
                         */
                        method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
                        /** @default [] */
                        headers?: {
                            name: string;
                            value: string;
                        }[];
                        body?: string;
                        /**
                         * @default [
                         *       "2xx",
                         *       "3xx"
                         *     ]
                         */
                        expectedStatus?: string[];
                        /** @default true */
                        followRedirects?: boolean;
                        /** @default 5 */
                        maxRedirects?: number;
                        /** @default true */
                        verifyTls?: boolean;
                        degradedThresholdMs?: number;
                        query: string;
                        expectedValue: string;
                    } | {
                        /** @enum {string} */
                        type: "tcp";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        host: string;
                        port: number;
                        /** @default false */
                        tls?: boolean;
                    } | {
                        /** @enum {string} */
                        type: "dns";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        hostname: string;
                        /**
                         * @default A
                         * @enum {string}
                         */
                        recordType?: "A" | "AAAA" | "CNAME" | "MX" | "TXT" | "NS";
                        expectedValue?: string;
                        resolver?: string;
                    } | {
                        /** @enum {string} */
                        type: "tls-cert";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        host: string;
                        /** @default 443 */
                        port?: number;
                        /** @default 14 */
                        expiryThresholdDays?: number;
                    } | {
                        /** @enum {string} */
                        type: "ping";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        host: string;
                        /** @default 3 */
                        packets?: number;
                    } | {
                        /** @enum {string} */
                        type: "heartbeat";
                        name: string;
                        /** @default 60 */
                        intervalSeconds?: number;
                        /** @default 30 */
                        timeoutSeconds?: number;
                        /** @default [] */
                        tags?: string[];
                        /** @default 2 */
                        confirmations?: number;
                        regions?: string[];
                        /** @enum {string} */
                        quorum?: "any" | "majority" | "all";
                        groupId?: string | null;
                        periodSeconds: number;
                        /** @default 60 */
                        graceSeconds?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "up" | "degraded" | "down";
                            /** @enum {string|null} */
                            errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                            message: string | null;
                            statusCode: number | null;
                            timings: {
                                dns?: number;
                                connect?: number;
                                tls?: number;
                                ttfb?: number;
                                total: number;
                            };
                            bytesRead: number;
                            remoteAddress: string | null;
                            /** Format: date-time */
                            checkedAt: string;
                            certificate: {
                                subject: string;
                                issuer: string;
                                /** Format: date-time */
                                validFrom: string;
                                /** Format: date-time */
                                validTo: string;
                                daysRemaining: number;
                                fingerprint256: string;
                                altNames: string[];
                                trusted: boolean;
                                trustError: string | null;
                                chain?: {
                                    subject: string;
                                    issuer: string;
                                    /** Format: date-time */
                                    validFrom: string;
                                    /** Format: date-time */
                                    validTo: string;
                                }[];
                            } | null;
                            details: {
                                [key: string]: unknown;
                            } | null;
                            regions?: {
                                region: string;
                                /** @enum {string|null} */
                                status: "up" | "degraded" | "down" | null;
                                /** @enum {string|null} */
                                errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                message: string | null;
                                statusCode: number | null;
                                timings: {
                                    dns?: number;
                                    connect?: number;
                                    tls?: number;
                                    ttfb?: number;
                                    total: number;
                                } | null;
                                /** Format: date-time */
                                checkedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The regions whose probes check monitors, and whether each is live */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            liveSeconds: number;
                            regions: {
                                name: string;
                                live: boolean;
                                probes: number;
                                /** Format: date-time */
                                lastSeenAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uptime, downtime, incidents and response times of every monitor over a range */
        get: {
            parameters: {
                query?: {
                    range?: "24h" | "7d" | "30d" | "90d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            range: "24h" | "7d" | "30d" | "90d";
                            /** Format: date-time */
                            from: string;
                            /** Format: date-time */
                            to: string;
                            slotTimes: number[];
                            slotSeconds: number;
                            summary: {
                                monitors: number;
                                uptimePercent: number | null;
                                downtimeSeconds: number;
                                observedSeconds: number;
                                checks: number;
                                failures: number;
                                incidents: number;
                                openIncidents: number;
                                resolvedIncidents: number;
                                mttrSeconds: number | null;
                                responseTime: {
                                    avg: number;
                                    p50: number;
                                    p95: number;
                                } | null;
                            };
                            monitors: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                type: "http" | "keyword" | "json-query" | "tcp" | "dns" | "tls-cert" | "ping" | "heartbeat";
                                target: string;
                                /** @enum {string} */
                                status: "pending" | "up" | "degraded" | "down" | "paused" | "maintenance";
                                uptimePercent: number | null;
                                downtimeSeconds: number;
                                observedSeconds: number;
                                checks: number;
                                failures: number;
                                incidents: number;
                                responseTime: {
                                    avg: number;
                                    p50: number;
                                    p95: number;
                                } | null;
                                slots: (number | null)[];
                            }[];
                            latency: {
                                /** @enum {string} */
                                range: "1h" | "24h" | "7d" | "30d" | "90d";
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                                bucketSeconds: number;
                                times: number[];
                                checks: number[];
                                phases: {
                                    [key: string]: {
                                        p50: (number | null)[];
                                        p95: (number | null)[];
                                        p99: (number | null)[];
                                    };
                                };
                                summary: {
                                    [key: string]: {
                                        p50: number;
                                        p95: number;
                                        p99: number;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/kinds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kinds of channel, and which this server can send through */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                kind: "email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook";
                                label: string;
                                group: string;
                                description: string;
                                available: boolean;
                                reason: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List channels */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                /** @enum {string} */
                                kind: "email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook";
                                name: string;
                                enabled: boolean;
                                isDefault: boolean;
                                config: {
                                    [key: string]: unknown;
                                };
                                secretsSet: string[];
                                /** Format: date-time */
                                createdAt: string;
                                lastDelivery: {
                                    /** @enum {string} */
                                    status: "pending" | "sending" | "delivered" | "failed" | "held";
                                    /** Format: date-time */
                                    at: string;
                                    error: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a channel
         * @description Secret fields (tokens, webhook URLs) are encrypted at rest and never returned. A webhook created without a signing secret gets one, returned in this response only.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "email";
                        name: string;
                        config: {
                            to: string[];
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "sms";
                        name: string;
                        config: {
                            to: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "voice";
                        name: string;
                        config: {
                            to: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "slack";
                        name: string;
                        config: {
                            /** Format: uri */
                            webhookUrl: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "teams";
                        name: string;
                        config: {
                            /** Format: uri */
                            webhookUrl: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "pagerduty";
                        name: string;
                        config: {
                            routingKey: string;
                            /**
                             * @default critical
                             * @enum {string}
                             */
                            severity?: "critical" | "error" | "warning" | "info";
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "opsgenie";
                        name: string;
                        config: {
                            apiKey: string;
                            /**
                             * @default us
                             * @enum {string}
                             */
                            region?: "us" | "eu";
                            /**
                             * @default P1
                             * @enum {string}
                             */
                            priority?: "P1" | "P2" | "P3" | "P4" | "P5";
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "discord";
                        name: string;
                        config: {
                            /** Format: uri */
                            webhookUrl: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "telegram";
                        name: string;
                        config: {
                            botToken: string;
                            chatId: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "google-chat";
                        name: string;
                        config: {
                            /** Format: uri */
                            webhookUrl: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "mattermost";
                        name: string;
                        config: {
                            /** Format: uri */
                            webhookUrl: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "ntfy";
                        name: string;
                        config: {
                            /**
                             * Format: uri
                             * @default https://ntfy.sh
                             */
                            serverUrl?: string;
                            topic: string;
                            accessToken?: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "pushover";
                        name: string;
                        config: {
                            userKey: string;
                            appToken: string;
                        };
                        isDefault?: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "webhook";
                        name: string;
                        config: {
                            /** Format: uri */
                            url: string;
                            secret?: string;
                        };
                        isDefault?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook";
                            name: string;
                            enabled: boolean;
                            isDefault: boolean;
                            config: {
                                [key: string]: unknown;
                            };
                            secretsSet: string[];
                            /** Format: date-time */
                            createdAt: string;
                            lastDelivery: {
                                /** @enum {string} */
                                status: "pending" | "sending" | "delivered" | "failed" | "held";
                                /** Format: date-time */
                                at: string;
                                error: string | null;
                            } | null;
                            signingSecret?: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a channel */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook";
                            name: string;
                            enabled: boolean;
                            isDefault: boolean;
                            config: {
                                [key: string]: unknown;
                            };
                            secretsSet: string[];
                            /** Format: date-time */
                            createdAt: string;
                            lastDelivery: {
                                /** @enum {string} */
                                status: "pending" | "sending" | "delivered" | "failed" | "held";
                                /** Format: date-time */
                                at: string;
                                error: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a channel */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a channel
         * @description Secret fields left out or empty keep their stored values.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        enabled?: boolean;
                        isDefault?: boolean;
                        config?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook";
                            name: string;
                            enabled: boolean;
                            isDefault: boolean;
                            config: {
                                [key: string]: unknown;
                            };
                            secretsSet: string[];
                            /** Format: date-time */
                            createdAt: string;
                            lastDelivery: {
                                /** @enum {string} */
                                status: "pending" | "sending" | "delivered" | "failed" | "held";
                                /** Format: date-time */
                                at: string;
                                error: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest export of your data and its status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            export: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "ready" | "failed";
                                createdAt: string;
                                readyAt: string | null;
                                expiresAt: string;
                                expired: boolean;
                                size: number | null;
                                error: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Export your data: the archive is made in the background and its link mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            export: {
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "ready" | "failed";
                                createdAt: string;
                                readyAt: string | null;
                                expiresAt: string;
                                expired: boolean;
                                size: number | null;
                                error: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/export/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an export: the mailed link, opened while signed in as its owner */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting your account would delete, and what holds it back */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: {
                                id: string;
                                name: string;
                                personal: boolean;
                                members: number;
                            }[];
                            blocking: {
                                id: string;
                                name: string;
                                personal: boolean;
                                members: number;
                            }[];
                            left: {
                                id: string;
                                name: string;
                                personal: boolean;
                                members: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test alert through a channel
         * @description Queues the test and answers at once with the delivery; follow it at /api/v1/deliveries/:id or through delivery.updated events.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            incidentId: string | null;
                            channelId: string | null;
                            kind: ("email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook") | "push";
                            target: string;
                            /** @enum {string} */
                            event: "down" | "up" | "degraded" | "certificate" | "test" | "status-post";
                            /** @enum {string} */
                            status: "pending" | "sending" | "delivered" | "failed" | "held";
                            attempts: {
                                /** Format: date-time */
                                at: string;
                                durationMs: number;
                                ok: boolean;
                                retryable: boolean;
                                statusCode: number | null;
                                error: string | null;
                            }[];
                            /** Format: date-time */
                            nextAttemptAt: string | null;
                            /** Format: date-time */
                            deliveredAt: string | null;
                            lastError: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivery with its attempts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            incidentId: string | null;
                            channelId: string | null;
                            kind: ("email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook") | "push";
                            target: string;
                            /** @enum {string} */
                            event: "down" | "up" | "degraded" | "certificate" | "test" | "status-post";
                            /** @enum {string} */
                            status: "pending" | "sending" | "delivered" | "failed" | "held";
                            attempts: {
                                /** Format: date-time */
                                at: string;
                                durationMs: number;
                                ok: boolean;
                                retryable: boolean;
                                statusCode: number | null;
                                error: string | null;
                            }[];
                            /** Format: date-time */
                            nextAttemptAt: string | null;
                            /** Format: date-time */
                            deliveredAt: string | null;
                            lastError: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/test-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a test alert to your own contacts can go
         * @description Your email, browser push and SMS: each with whether a test can be sent there now and, when it cannot, why and whether your settings or the administrator of this server can change that.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                path: "email" | "push" | "sms";
                                target: string | null;
                                available: boolean;
                                reason: string | null;
                                /** @enum {string|null} */
                                fix: "settings" | "administrator" | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Send a test alert to your own email, browser push or SMS
         * @description Goes through the same outbox and dispatcher as real alerts; answers at once with one delivery per destination (push: one per subscribed browser). A path that cannot work now is refused with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        path: "email" | "push" | "sms";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                incidentId: string | null;
                                channelId: string | null;
                                kind: ("email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook") | "push";
                                target: string;
                                /** @enum {string} */
                                event: "down" | "up" | "degraded" | "certificate" | "test" | "status-post";
                                /** @enum {string} */
                                status: "pending" | "sending" | "delivered" | "failed" | "held";
                                attempts: {
                                    /** Format: date-time */
                                    at: string;
                                    durationMs: number;
                                    ok: boolean;
                                    retryable: boolean;
                                    statusCode: number | null;
                                    error: string | null;
                                }[];
                                /** Format: date-time */
                                nextAttemptAt: string | null;
                                /** Format: date-time */
                                deliveredAt: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A monitor's alert rules */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Set a monitor's alert rules */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        channelIds: string[];
                        notifyMembers: boolean;
                        /** @default [] */
                        memberIds?: string[];
                        events: {
                            down: boolean;
                            recovery: boolean;
                            degraded: boolean;
                            certificateDays: number | null;
                        };
                        reminderMinutes: number | null;
                        escalation: {
                            afterMinutes: number;
                            channelIds: string[];
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            channelIds: string[];
                            notifyMembers: boolean;
                            /** @default [] */
                            memberIds: string[];
                            events: {
                                down: boolean;
                                recovery: boolean;
                                degraded: boolean;
                                certificateDays: number | null;
                            };
                            reminderMinutes: number | null;
                            escalation: {
                                afterMinutes: number;
                                channelIds: string[];
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/bulk/alert-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the alert channels of several monitors
         * @description `add` puts the channels beside each monitor's own; `replace` makes them its only channels. All in one transaction: a monitor or channel id that is not the workspace's is refused and nothing changes. `affected` counts the monitors whose rules changed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        channelIds: string[];
                        /** @enum {string} */
                        mode: "add" | "replace";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            affected: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}/add-to-monitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alert a channel for every monitor
         * @description Adds the channel to every monitor's alert rules; `affected` counts the monitors that did not alert it yet.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            affected: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Incidents of every monitor, newest first */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "resolved" | "all";
                    monitorId?: string;
                    before?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                monitorId: string;
                                monitorName: string;
                                /** @enum {string} */
                                status: "open" | "resolved";
                                /** Format: date-time */
                                startedAt: string;
                                /** Format: date-time */
                                confirmedAt: string;
                                /** Format: date-time */
                                resolvedAt: string | null;
                                /** Format: date-time */
                                acknowledgedAt: string | null;
                                acknowledgedBy: string | null;
                                inMaintenance: boolean;
                                durationSeconds: number;
                                /** @enum {string|null} */
                                causeKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                causeMessage: string | null;
                            }[];
                            /** Format: date-time */
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An incident with its timeline and every delivery attempt */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            monitorId: string;
                            monitorName: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** Format: date-time */
                            startedAt: string;
                            /** Format: date-time */
                            confirmedAt: string;
                            /** Format: date-time */
                            resolvedAt: string | null;
                            /** Format: date-time */
                            acknowledgedAt: string | null;
                            acknowledgedBy: string | null;
                            inMaintenance: boolean;
                            durationSeconds: number;
                            /** @enum {string|null} */
                            causeKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                            causeMessage: string | null;
                            cause: {
                                /** @enum {string} */
                                status: "up" | "degraded" | "down";
                                /** @enum {string|null} */
                                errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                message: string | null;
                                statusCode: number | null;
                                timings: {
                                    dns?: number;
                                    connect?: number;
                                    tls?: number;
                                    ttfb?: number;
                                    total: number;
                                };
                                bytesRead: number;
                                remoteAddress: string | null;
                                /** Format: date-time */
                                checkedAt: string;
                                certificate: {
                                    subject: string;
                                    issuer: string;
                                    /** Format: date-time */
                                    validFrom: string;
                                    /** Format: date-time */
                                    validTo: string;
                                    daysRemaining: number;
                                    fingerprint256: string;
                                    altNames: string[];
                                    trusted: boolean;
                                    trustError: string | null;
                                    chain?: {
                                        subject: string;
                                        issuer: string;
                                        /** Format: date-time */
                                        validFrom: string;
                                        /** Format: date-time */
                                        validTo: string;
                                    }[];
                                } | null;
                                details: {
                                    [key: string]: unknown;
                                } | null;
                                regions?: {
                                    region: string;
                                    /** @enum {string|null} */
                                    status: "up" | "degraded" | "down" | null;
                                    /** @enum {string|null} */
                                    errorKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                                    message: string | null;
                                    statusCode: number | null;
                                    timings: {
                                        dns?: number;
                                        connect?: number;
                                        tls?: number;
                                        ttfb?: number;
                                        total: number;
                                    } | null;
                                    /** Format: date-time */
                                    checkedAt: string | null;
                                }[];
                            };
                            timeline: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                kind: "detected" | "confirmed" | "notification-sent" | "notification-failed" | "notification-retrying" | "notification-held" | "fallback" | "reminder" | "escalated" | "acknowledged" | "maintenance" | "resolved";
                                text: string;
                                deliveryId: string | null;
                            }[];
                            deliveries: {
                                id: string;
                                incidentId: string | null;
                                channelId: string | null;
                                kind: ("email" | "sms" | "voice" | "slack" | "teams" | "pagerduty" | "opsgenie" | "discord" | "telegram" | "google-chat" | "mattermost" | "ntfy" | "pushover" | "webhook") | "push";
                                target: string;
                                /** @enum {string} */
                                event: "down" | "up" | "degraded" | "certificate" | "test" | "status-post";
                                /** @enum {string} */
                                status: "pending" | "sending" | "delivered" | "failed" | "held";
                                attempts: {
                                    /** Format: date-time */
                                    at: string;
                                    durationMs: number;
                                    ok: boolean;
                                    retryable: boolean;
                                    statusCode: number | null;
                                    error: string | null;
                                }[];
                                /** Format: date-time */
                                nextAttemptAt: string | null;
                                /** Format: date-time */
                                deliveredAt: string | null;
                                lastError: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge an incident: reminders and escalation stop */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            monitorId: string;
                            monitorName: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** Format: date-time */
                            startedAt: string;
                            /** Format: date-time */
                            confirmedAt: string;
                            /** Format: date-time */
                            resolvedAt: string | null;
                            /** Format: date-time */
                            acknowledgedAt: string | null;
                            acknowledgedBy: string | null;
                            inMaintenance: boolean;
                            durationSeconds: number;
                            /** @enum {string|null} */
                            causeKind: "refused-target" | "dns" | "connect" | "reset" | "timeout" | "tls" | "http-status" | "redirects" | "body-too-large" | "keyword" | "json-query" | "dns-mismatch" | "cert-expiring" | "ping-loss" | "slow" | "heartbeat-missed" | "internal" | null;
                            causeMessage: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inbox, newest first */
        get: {
            parameters: {
                query?: {
                    filter?: "all" | "unread";
                    before?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                /** @enum {string} */
                                event: "down" | "up" | "degraded" | "certificate" | "test" | "delivery-failed" | "fallback" | "plan";
                                title: string;
                                body: string;
                                incidentId: string | null;
                                monitorId: string | null;
                                read: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            unread: number;
                            /** Format: date-time */
                            next: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications are unread (the header bell) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the Tocsin team */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        company?: string;
                        /** @enum {string} */
                        topic: "support" | "sales" | "billing" | "press" | "security" | "other";
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** Format: date-time */
                            received: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This instance's own health
         * @description Measured live and shared for a few seconds: the API and its database, how late the scheduler starts checks, when the last check ran and the last alert was delivered, and the last 90 UTC days. Times only: nothing names a monitor or a workspace.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "operational" | "degraded" | "down";
                            /** Format: date-time */
                            measuredAt: string;
                            api: {
                                /** @enum {string} */
                                status: "operational" | "degraded" | "down";
                                databaseMs: number | null;
                            };
                            scheduler: {
                                /** @enum {string} */
                                status: "operational" | "degraded" | "down";
                                windowSeconds: number;
                                samples: number;
                                p50Ms: number;
                                p95Ms: number;
                                maxMs: number;
                                waitingMs: number;
                                degradedMs: number;
                                downMs: number;
                            };
                            checks: {
                                /** @enum {string} */
                                status: "operational" | "degraded" | "down";
                                /** Format: date-time */
                                lastAt: string | null;
                                droppedResults: number;
                            };
                            alerts: {
                                /** @enum {string} */
                                status: "operational" | "degraded" | "down";
                                /** Format: date-time */
                                lastDeliveredAt: string | null;
                                overdueMs: number;
                            };
                            regions: {
                                name: string;
                                /** @enum {string} */
                                status: "operational" | "degraded" | "down";
                                probes: number;
                                /** Format: date-time */
                                lastSeenAt: string | null;
                            }[];
                            history: {
                                days: {
                                    /** Format: date */
                                    date: string;
                                    /** @enum {string} */
                                    status: "operational" | "degraded" | "down" | "no-data";
                                    uptimePercent: number | null;
                                    downMinutes: number;
                                    laggingMinutes: number;
                                    checks: number;
                                    alertsDelivered: number;
                                }[];
                                uptimePercent: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description The Prometheus text format (0.0.4), gzipped when the request takes gzip (`Accept-Encoding`). With the instance's METRICS_TOKEN: every monitor, and this process's scheduler, queues, deliveries, memory and event loop. With an API key holding `metrics.read` (read monitors): that workspace's monitors only.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/maintenance-windows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List maintenance windows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "once" | "weekly";
                                monitorIds: string[];
                                /** Format: date-time */
                                startsAt: string | null;
                                /** Format: date-time */
                                endsAt: string | null;
                                days: number[] | null;
                                startTime: string | null;
                                durationMinutes: number | null;
                                timeZone: string | null;
                                active: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Add a maintenance window */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        monitorIds: string[];
                        /** @enum {string} */
                        kind: "once";
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: date-time */
                        endsAt: string;
                    } | {
                        name: string;
                        monitorIds: string[];
                        /** @enum {string} */
                        kind: "weekly";
                        days: number[];
                        startTime: string;
                        durationMinutes: number;
                        timeZone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "once" | "weekly";
                            monitorIds: string[];
                            /** Format: date-time */
                            startsAt: string | null;
                            /** Format: date-time */
                            endsAt: string | null;
                            days: number[] | null;
                            startTime: string | null;
                            durationMinutes: number | null;
                            timeZone: string | null;
                            active: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/maintenance-windows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a maintenance window */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        monitorIds: string[];
                        /** @enum {string} */
                        kind: "once";
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: date-time */
                        endsAt: string;
                    } | {
                        name: string;
                        monitorIds: string[];
                        /** @enum {string} */
                        kind: "weekly";
                        days: number[];
                        startTime: string;
                        durationMinutes: number;
                        timeZone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "once" | "weekly";
                            monitorIds: string[];
                            /** Format: date-time */
                            startsAt: string | null;
                            /** Format: date-time */
                            endsAt: string | null;
                            days: number[] | null;
                            startTime: string | null;
                            durationMinutes: number | null;
                            timeZone: string | null;
                            active: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a maintenance window */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/config/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the workspace as a configuration document
         * @description Every monitor, channel, maintenance window and status page, in YAML (the default) or JSON, in the format `/api/schema/config.json` describes. Objects are named by keys made from their names; secrets are never included: each is a reference to an environment variable.
         */
        get: {
            parameters: {
                query?: {
                    format?: "yaml" | "json";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schema/config.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The JSON Schema of the configuration document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List status pages
         * @description The pages of the workspace, oldest first, and how many its plan allows.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                slug: string;
                                url: string;
                                customDomain: string | null;
                                domainVerified: boolean;
                                passwordProtected: boolean;
                                componentCount: number;
                                subscriberCount: number;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            limit: number | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a status page
         * @description The page is public at `url` (`/s/<slug>`) at once. Its slug is unique on the instance (`conflict`, 409, when taken); the plan limits how many pages a workspace has (`plan-limit`, 402).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        slug: string;
                        accentColor?: string;
                        /**
                         * @default system
                         * @enum {string}
                         */
                        theme?: "light" | "dark" | "system";
                        /** @default null */
                        customDomain?: string | null;
                        /** @default  */
                        footerText?: string;
                        /** @default [] */
                        footerLinks?: {
                            label: string;
                            url: string;
                        }[];
                        /** @default true */
                        indexable?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            slug: string;
                            url: string;
                            customDomain: string | null;
                            domainVerified: boolean;
                            passwordProtected: boolean;
                            componentCount: number;
                            subscriberCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            accentColor: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            logoUrl: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            domainRecord: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            } | null;
                            footerText: string;
                            footerLinks: {
                                label: string;
                                url: string;
                            }[];
                            indexable: boolean;
                            layout: {
                                components: {
                                    id: string;
                                    monitorId: string;
                                    monitorName: string;
                                    publicName: string;
                                    description: string;
                                    showResponseTime: boolean;
                                    delaySeconds: number;
                                }[];
                                sections: {
                                    id: string;
                                    name: string;
                                    components: {
                                        id: string;
                                        monitorId: string;
                                        monitorName: string;
                                        publicName: string;
                                        description: string;
                                        showResponseTime: boolean;
                                        delaySeconds: number;
                                    }[];
                                }[];
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A status page with its layout */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            slug: string;
                            url: string;
                            customDomain: string | null;
                            domainVerified: boolean;
                            passwordProtected: boolean;
                            componentCount: number;
                            subscriberCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            accentColor: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            logoUrl: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            domainRecord: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            } | null;
                            footerText: string;
                            footerLinks: {
                                label: string;
                                url: string;
                            }[];
                            indexable: boolean;
                            layout: {
                                components: {
                                    id: string;
                                    monitorId: string;
                                    monitorName: string;
                                    publicName: string;
                                    description: string;
                                    showResponseTime: boolean;
                                    delaySeconds: number;
                                }[];
                                sections: {
                                    id: string;
                                    name: string;
                                    components: {
                                        id: string;
                                        monitorId: string;
                                        monitorName: string;
                                        publicName: string;
                                        description: string;
                                        showResponseTime: boolean;
                                        delaySeconds: number;
                                    }[];
                                }[];
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Replace the settings of a status page
         * @description Every setting is replaced. A changed custom domain must be verified again.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        slug: string;
                        accentColor?: string;
                        /**
                         * @default system
                         * @enum {string}
                         */
                        theme?: "light" | "dark" | "system";
                        /** @default null */
                        customDomain?: string | null;
                        /** @default  */
                        footerText?: string;
                        /** @default [] */
                        footerLinks?: {
                            label: string;
                            url: string;
                        }[];
                        /** @default true */
                        indexable?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            slug: string;
                            url: string;
                            customDomain: string | null;
                            domainVerified: boolean;
                            passwordProtected: boolean;
                            componentCount: number;
                            subscriberCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            accentColor: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            logoUrl: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            domainRecord: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            } | null;
                            footerText: string;
                            footerLinks: {
                                label: string;
                                url: string;
                            }[];
                            indexable: boolean;
                            layout: {
                                components: {
                                    id: string;
                                    monitorId: string;
                                    monitorName: string;
                                    publicName: string;
                                    description: string;
                                    showResponseTime: boolean;
                                    delaySeconds: number;
                                }[];
                                sections: {
                                    id: string;
                                    name: string;
                                    components: {
                                        id: string;
                                        monitorId: string;
                                        monitorName: string;
                                        publicName: string;
                                        description: string;
                                        showResponseTime: boolean;
                                        delaySeconds: number;
                                    }[];
                                }[];
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Delete a status page
         * @description The page, its layout, logo, incidents and subscribers are deleted; its address answers 404.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the layout of a status page
         * @description Components at the top of the page, then sections with theirs, in the order given. Each `monitorId` must be a monitor of the workspace, once per page.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        components: {
                            monitorId: string;
                            publicName: string;
                            /** @default  */
                            description?: string;
                            /** @default false */
                            showResponseTime?: boolean;
                            /** @default 0 */
                            delaySeconds?: number;
                        }[];
                        sections: {
                            name: string;
                            components: {
                                monitorId: string;
                                publicName: string;
                                /** @default  */
                                description?: string;
                                /** @default false */
                                showResponseTime?: boolean;
                                /** @default 0 */
                                delaySeconds?: number;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            slug: string;
                            url: string;
                            customDomain: string | null;
                            domainVerified: boolean;
                            passwordProtected: boolean;
                            componentCount: number;
                            subscriberCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            accentColor: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            logoUrl: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            domainRecord: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            } | null;
                            footerText: string;
                            footerLinks: {
                                label: string;
                                url: string;
                            }[];
                            indexable: boolean;
                            layout: {
                                components: {
                                    id: string;
                                    monitorId: string;
                                    monitorName: string;
                                    publicName: string;
                                    description: string;
                                    showResponseTime: boolean;
                                    delaySeconds: number;
                                }[];
                                sections: {
                                    id: string;
                                    name: string;
                                    components: {
                                        id: string;
                                        monitorId: string;
                                        monitorName: string;
                                        publicName: string;
                                        description: string;
                                        showResponseTime: boolean;
                                        delaySeconds: number;
                                    }[];
                                }[];
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or remove the password of a status page
         * @description Visitors must give the password to see the page; `null` makes it public again. The password is stored hashed and never sent back.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            slug: string;
                            url: string;
                            customDomain: string | null;
                            domainVerified: boolean;
                            passwordProtected: boolean;
                            componentCount: number;
                            subscriberCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            accentColor: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            logoUrl: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            domainRecord: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            } | null;
                            footerText: string;
                            footerLinks: {
                                label: string;
                                url: string;
                            }[];
                            indexable: boolean;
                            layout: {
                                components: {
                                    id: string;
                                    monitorId: string;
                                    monitorName: string;
                                    publicName: string;
                                    description: string;
                                    showResponseTime: boolean;
                                    delaySeconds: number;
                                }[];
                                sections: {
                                    id: string;
                                    name: string;
                                    components: {
                                        id: string;
                                        monitorId: string;
                                        monitorName: string;
                                        publicName: string;
                                        description: string;
                                        showResponseTime: boolean;
                                        delaySeconds: number;
                                    }[];
                                }[];
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/domain/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the custom domain of a status page
         * @description Looks up the TXT record `_tocsin-challenge.<domain>` for the value `tocsin-verify=<token>` (both in `domainRecord`). When found, the domain is verified; otherwise `validation-failed` (400) says what was expected and what was found.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            slug: string;
                            url: string;
                            customDomain: string | null;
                            domainVerified: boolean;
                            passwordProtected: boolean;
                            componentCount: number;
                            subscriberCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            accentColor: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            logoUrl: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            domainRecord: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            } | null;
                            footerText: string;
                            footerLinks: {
                                label: string;
                                url: string;
                            }[];
                            indexable: boolean;
                            layout: {
                                components: {
                                    id: string;
                                    monitorId: string;
                                    monitorName: string;
                                    publicName: string;
                                    description: string;
                                    showResponseTime: boolean;
                                    delaySeconds: number;
                                }[];
                                sections: {
                                    id: string;
                                    name: string;
                                    components: {
                                        id: string;
                                        monitorId: string;
                                        monitorName: string;
                                        publicName: string;
                                        description: string;
                                        showResponseTime: boolean;
                                        delaySeconds: number;
                                    }[];
                                }[];
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the logo of a status page
         * @description The body is the image itself, sent with its Content-Type: image/jpeg, image/png or image/webp, at most 1 MB. SVG is refused. It is fitted into 640 × 160 px keeping its proportions, without its metadata; `logoUrl` then points to it. A file of another type is refused with 415, one over 1 MB with 413, one that is not a readable image with 400.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            slug: string;
                            url: string;
                            customDomain: string | null;
                            domainVerified: boolean;
                            passwordProtected: boolean;
                            componentCount: number;
                            subscriberCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            accentColor: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            logoUrl: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            domainRecord: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            } | null;
                            footerText: string;
                            footerLinks: {
                                label: string;
                                url: string;
                            }[];
                            indexable: boolean;
                            layout: {
                                components: {
                                    id: string;
                                    monitorId: string;
                                    monitorName: string;
                                    publicName: string;
                                    description: string;
                                    showResponseTime: boolean;
                                    delaySeconds: number;
                                }[];
                                sections: {
                                    id: string;
                                    name: string;
                                    components: {
                                        id: string;
                                        monitorId: string;
                                        monitorName: string;
                                        publicName: string;
                                        description: string;
                                        showResponseTime: boolean;
                                        delaySeconds: number;
                                    }[];
                                }[];
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove the logo of a status page
         * @description The stored logo is deleted; the page shows its name alone.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            slug: string;
                            url: string;
                            customDomain: string | null;
                            domainVerified: boolean;
                            passwordProtected: boolean;
                            componentCount: number;
                            subscriberCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            accentColor: string;
                            /** @enum {string} */
                            theme: "light" | "dark" | "system";
                            logoUrl: string | null;
                            /** Format: date-time */
                            domainVerifiedAt: string | null;
                            domainRecord: {
                                /** @enum {string} */
                                type: "TXT";
                                name: string;
                                value: string;
                            } | null;
                            footerText: string;
                            footerLinks: {
                                label: string;
                                url: string;
                            }[];
                            indexable: boolean;
                            layout: {
                                components: {
                                    id: string;
                                    monitorId: string;
                                    monitorName: string;
                                    publicName: string;
                                    description: string;
                                    showResponseTime: boolean;
                                    delaySeconds: number;
                                }[];
                                sections: {
                                    id: string;
                                    name: string;
                                    components: {
                                        id: string;
                                        monitorId: string;
                                        monitorName: string;
                                        publicName: string;
                                        description: string;
                                        showResponseTime: boolean;
                                        delaySeconds: number;
                                    }[];
                                }[];
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-logos/{pageId}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A status page logo
         * @description The image a page’s `logoUrl` points to. Its address holds a hash of its content, so it is cached for a year; a replaced or removed logo answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pageId: string;
                    hash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A status page's incidents and maintenance, newest first
         * @description `state=open`: incidents not resolved and maintenance not completed; `state=closed`: the others.
         */
        get: {
            parameters: {
                query?: {
                    state?: "open" | "closed";
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                pageId: string;
                                /** @enum {string} */
                                kind: "incident" | "maintenance";
                                title: string;
                                /** @enum {string} */
                                impact: "none" | "minor" | "major" | "critical";
                                /** @enum {string} */
                                status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                                incidentId: string | null;
                                /** Format: date-time */
                                scheduledStart: string | null;
                                /** Format: date-time */
                                scheduledEnd: string | null;
                                components: {
                                    id: string;
                                    publicName: string;
                                }[];
                                updates: {
                                    id: string;
                                    /** @enum {string} */
                                    status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                                    body: string;
                                    author: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                closedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Post an incident or schedule a maintenance
         * @description With its first update. Components must be on the page; `incidentId` names an automatic incident of the workspace. The page shows it at once, and the page's subscribers are told of it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "incident";
                        title: string;
                        /** @enum {string} */
                        impact: "none" | "minor" | "major" | "critical";
                        /** @default [] */
                        componentIds?: string[];
                        /**
                         * @default investigating
                         * @enum {string}
                         */
                        status?: "investigating" | "identified" | "monitoring" | "resolved";
                        body: string;
                        /** @default null */
                        incidentId?: string | null;
                    } | {
                        /** @enum {string} */
                        kind: "maintenance";
                        title: string;
                        /** @default [] */
                        componentIds?: string[];
                        /** Format: date-time */
                        scheduledStart: string;
                        /** Format: date-time */
                        scheduledEnd: string;
                        /**
                         * @default scheduled
                         * @enum {string}
                         */
                        status?: "scheduled" | "in-progress" | "completed";
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            pageId: string;
                            /** @enum {string} */
                            kind: "incident" | "maintenance";
                            title: string;
                            /** @enum {string} */
                            impact: "none" | "minor" | "major" | "critical";
                            /** @enum {string} */
                            status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                            incidentId: string | null;
                            /** Format: date-time */
                            scheduledStart: string | null;
                            /** Format: date-time */
                            scheduledEnd: string | null;
                            components: {
                                id: string;
                                publicName: string;
                            }[];
                            updates: {
                                id: string;
                                /** @enum {string} */
                                status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                                body: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            closedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/posts/from-incident": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an incident written from an automatic one
         * @description Named after the page's components that show the incident's monitor (their public names), major when the monitor is down, with a first "investigating" update. The page shows it at once, and the page's subscribers are told of it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        incidentId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            pageId: string;
                            /** @enum {string} */
                            kind: "incident" | "maintenance";
                            title: string;
                            /** @enum {string} */
                            impact: "none" | "minor" | "major" | "critical";
                            /** @enum {string} */
                            status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                            incidentId: string | null;
                            /** Format: date-time */
                            scheduledStart: string | null;
                            /** Format: date-time */
                            scheduledEnd: string | null;
                            components: {
                                id: string;
                                publicName: string;
                            }[];
                            updates: {
                                id: string;
                                /** @enum {string} */
                                status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                                body: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            closedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An incident or maintenance */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    postId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            pageId: string;
                            /** @enum {string} */
                            kind: "incident" | "maintenance";
                            title: string;
                            /** @enum {string} */
                            impact: "none" | "minor" | "major" | "critical";
                            /** @enum {string} */
                            status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                            incidentId: string | null;
                            /** Format: date-time */
                            scheduledStart: string | null;
                            /** Format: date-time */
                            scheduledEnd: string | null;
                            components: {
                                id: string;
                                publicName: string;
                            }[];
                            updates: {
                                id: string;
                                /** @enum {string} */
                                status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                                body: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            closedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an incident or maintenance with its updates */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    postId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Correct the title, impact, components or window of a post
         * @description Subscribers are not told of a correction; an update tells them.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    postId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        /** @enum {string} */
                        impact?: "none" | "minor" | "major" | "critical";
                        componentIds?: string[];
                        /** Format: date-time */
                        scheduledStart?: string;
                        /** Format: date-time */
                        scheduledEnd?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            pageId: string;
                            /** @enum {string} */
                            kind: "incident" | "maintenance";
                            title: string;
                            /** @enum {string} */
                            impact: "none" | "minor" | "major" | "critical";
                            /** @enum {string} */
                            status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                            incidentId: string | null;
                            /** Format: date-time */
                            scheduledStart: string | null;
                            /** Format: date-time */
                            scheduledEnd: string | null;
                            components: {
                                id: string;
                                publicName: string;
                            }[];
                            updates: {
                                id: string;
                                /** @enum {string} */
                                status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                                body: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            closedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/status-pages/{id}/posts/{postId}/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an update to an incident or maintenance
         * @description Its status is one of the post's kind. Resolved (an incident) or completed (a maintenance) closes the post; a later update of another status opens it again. The page shows it at once, and the page's subscribers are told of it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    postId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            pageId: string;
                            /** @enum {string} */
                            kind: "incident" | "maintenance";
                            title: string;
                            /** @enum {string} */
                            impact: "none" | "minor" | "major" | "critical";
                            /** @enum {string} */
                            status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                            incidentId: string | null;
                            /** Format: date-time */
                            scheduledStart: string | null;
                            /** Format: date-time */
                            scheduledEnd: string | null;
                            components: {
                                id: string;
                                publicName: string;
                            }[];
                            updates: {
                                id: string;
                                /** @enum {string} */
                                status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                                body: string;
                                author: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            closedAt: string | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents/{id}/status-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The status pages that show an incident's monitor
         * @description With the components showing it and the posts already written from it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                url: string;
                                components: {
                                    id: string;
                                    publicName: string;
                                }[];
                                posts: {
                                    id: string;
                                    title: string;
                                    /** @enum {string} */
                                    status: "investigating" | "identified" | "monitoring" | "resolved" | "scheduled" | "in-progress" | "completed";
                                    /** Format: date-time */
                                    closedAt: string | null;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a status page's subscribers
         * @description Newest first, `limit` at a time from `offset`, with the counts by kind of confirmed and pending subscribers. A push subscriber shows its push service host only.
         */
        get: {
            parameters: {
                query?: {
                    kind?: "email" | "webhook" | "push";
                    status?: "all" | "confirmed" | "pending";
                    offset?: number;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                /** @enum {string} */
                                kind: "email" | "webhook" | "push";
                                address: string;
                                components: {
                                    id: string;
                                    name: string;
                                }[] | null;
                                /** Format: date-time */
                                confirmedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            total: number;
                            counts: {
                                email: {
                                    confirmed: number;
                                    pending: number;
                                };
                                webhook: {
                                    confirmed: number;
                                    pending: number;
                                };
                                push: {
                                    confirmed: number;
                                    pending: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/subscribers/{subscriberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a subscriber */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    subscriberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a status page's subscribers as CSV
         * @description Columns: kind, address, components (public names separated by `;`, empty for the whole page), confirmed at. A cell a spreadsheet would run as a formula starts with a quote.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/subscribers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import email subscribers from CSV
         * @description The CSV has a column `email` and optionally `components` (public names separated by `;`; empty: the whole page), or no header and the address first. Each new address is mailed a link to confirm and counts once confirmed; addresses already subscribed are skipped; bad rows are answered with their line. The mails leave at the workspace's pace: the first 10 of its recent imports at once, the others one every 6 seconds (`held` says how many wait, `heldUntil` until when); an address is mailed a confirmation at most once per page in 15 minutes and 5 times a day, whichever way it was added.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        csv: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invited: number;
                            held: number;
                            /** Format: date-time */
                            heldUntil: string | null;
                            skipped: number;
                            errors: {
                                line: number;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List audit log entries, newest first */
        get: {
            parameters: {
                query?: {
                    actorId?: string;
                    targetType?: string;
                    from?: string;
                    to?: string;
                    before?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                /** @enum {string} */
                                actorType: "user" | "key" | "system";
                                actorId: string | null;
                                actorName: string;
                                ip: string | null;
                                action: string;
                                targetType: string;
                                targetId: string | null;
                                targetName: string | null;
                                changes: {
                                    [key: string]: {
                                        before: unknown;
                                        after: unknown;
                                    };
                                } | null;
                            }[];
                            next: string | null;
                            names: {
                                [key: string]: string;
                            };
                            retentionDays: number;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export audit log entries as CSV (newest first, at most 50,000 rows) */
        get: {
            parameters: {
                query?: {
                    actorId?: string;
                    targetType?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit/actors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the people and API keys that appear in the audit log */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                type: "user" | "key";
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            publicKey: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe this browser to the user's alerts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Unsubscribe a browser */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record a heartbeat ping */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            /** Format: date-time */
                            receivedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Record a heartbeat ping */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            /** Format: date-time */
                            receivedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/monitors/{id}/badge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The monitor's badge key and addresses
         * @description `badge` is null until one is made.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            badge: {
                                key: string;
                                /** Format: date-time */
                                createdAt: string;
                                urls: {
                                    status: string;
                                    uptime: string;
                                    response: string;
                                    widget: string;
                                    widgetScript: string;
                                };
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Make the monitor's badge key
         * @description Answers the key it already has (200) or a new one (201): asking twice gives the same key.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            badge: {
                                key: string;
                                /** Format: date-time */
                                createdAt: string;
                                urls: {
                                    status: string;
                                    uptime: string;
                                    response: string;
                                    widget: string;
                                    widgetScript: string;
                                };
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            badge: {
                                key: string;
                                /** Format: date-time */
                                createdAt: string;
                                urls: {
                                    status: string;
                                    uptime: string;
                                    response: string;
                                    widget: string;
                                    widgetScript: string;
                                };
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Revoke the monitor's badge key
         * @description Its badges and widget then answer "not found", as a key that never existed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status-pages/{id}/badge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The status page's badge key and addresses
         * @description `badge` is null until one is made.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            badge: {
                                key: string;
                                /** Format: date-time */
                                createdAt: string;
                                urls: {
                                    status: string;
                                    uptime: string;
                                    response: string;
                                    widget: string;
                                    widgetScript: string;
                                };
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Make the status page's badge key
         * @description Answers the key it already has (200) or a new one (201): asking twice gives the same key.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            badge: {
                                key: string;
                                /** Format: date-time */
                                createdAt: string;
                                urls: {
                                    status: string;
                                    uptime: string;
                                    response: string;
                                    widget: string;
                                    widgetScript: string;
                                };
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            badge: {
                                key: string;
                                /** Format: date-time */
                                createdAt: string;
                                urls: {
                                    status: string;
                                    uptime: string;
                                    response: string;
                                    widget: string;
                                    widgetScript: string;
                                };
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /**
         * Revoke the status page's badge key
         * @description Its badges and widget then answer "not found", as a key that never existed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook events (signed with the endpoint secret) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                            duplicate: boolean;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/config/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a configuration document
         * @description Compares the document (YAML or JSON text) with the workspace and answers the plan: what would be created, changed and, with `prune`, deleted. Unless `dryRun`, applies it in one transaction. Objects are matched by their keys (status pages by slug); applying the same document again changes nothing. Secrets the channels refer to are given in `secrets`, by environment variable name; a channel that exists keeps those not given. Errors name the file, line and field. A document whose aliases expand it past 1,000,000 values or 64 levels is refused (400), and so is one whose reading would take more than the time or memory the server gives one file (413).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        source: string;
                        /** @default tocsin.yaml */
                        fileName?: string;
                        /** @default {} */
                        secrets?: {
                            [key: string]: string;
                        };
                        /** @default false */
                        prune?: boolean;
                        /** @default false */
                        dryRun?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plan: {
                                /** @enum {string} */
                                action: "create" | "change" | "delete";
                                /** @enum {string} */
                                kind: "monitor" | "channel" | "maintenance" | "statusPage";
                                key: string;
                                name: string;
                                fields: string[];
                            }[];
                            applied: boolean;
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/config/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import monitors from Uptime Kuma or UptimeRobot
         * @description Converts the file (base64) into a configuration document and applies it without deleting anything: with `dryRun` (the default) only the plan is answered. `unmapped` lists every part of the file Tocsin has no place for, with the reason, including monitors this instance will not check (an address its SSRF guard refuses, a type it does not offer). Importing the same file again changes nothing. A file of more than 32 MB, 10,000 monitors, 500 notifications or 100,000 links of monitors to notifications, tags or alert contacts, or whose reading would take more than the time or memory the server gives one file, is refused with 413 and the limit it passed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        source: "uptime-kuma-backup" | "uptime-kuma-db" | "uptimerobot-json" | "uptimerobot-csv";
                        content: string;
                        /** @default true */
                        dryRun?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plan: {
                                /** @enum {string} */
                                action: "create" | "change" | "delete";
                                /** @enum {string} */
                                kind: "monitor" | "channel" | "maintenance" | "statusPage";
                                key: string;
                                name: string;
                                fields: string[];
                            }[];
                            applied: boolean;
                            unmapped: {
                                item: string;
                                reason: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/badge/{key}/status.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A badge of the current state
         * @description An SVG badge: up, down, degraded, paused, maintenance or pending; a page badge shows its worst component. An unknown or revoked key answers a "not found" badge (404).
         */
        get: {
            parameters: {
                query?: {
                    label?: string;
                    style?: "flat" | "flat-square" | "for-the-badge";
                };
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/badge/{key}/uptime.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A badge of the uptime over a period
         * @description The uptime percentage over the last 24h, 7d, 30d or 90d, rounded down to two decimals, as the monitor page shows it; a page badge averages its monitors.
         */
        get: {
            parameters: {
                query?: {
                    label?: string;
                    style?: "flat" | "flat-square" | "for-the-badge";
                    period?: "24h" | "7d" | "30d" | "90d";
                };
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/badge/{key}/response.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A badge of the average response time over a period
         * @description The mean response time of the checks over the last 24h, 7d, 30d or 90d, in milliseconds; a page badge pools its monitors’ checks.
         */
        get: {
            parameters: {
                query?: {
                    label?: string;
                    style?: "flat" | "flat-square" | "for-the-badge";
                    period?: "24h" | "7d" | "30d" | "90d";
                };
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget/{key}.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The script that embeds the status widget
         * @description Include it with `<script src="…" async></script>`: it puts the widget in a frame right after its own tag.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/widget/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The status widget, a small page for an iframe
         * @description The current state and the 24-hour uptime, with no script; any site may frame it.
         */
        get: {
            parameters: {
                query?: {
                    label?: string;
                };
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live updates as server-sent events (text/event-stream) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            code: string;
            message: string;
            issues?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
