/** An address the target guard allowed, to connect to as is (no second DNS lookup). */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a host name (or IP literal) to the addresses a check may connect to, refusing with a
 * TargetRefusedError when any of them is not allowed (the SSRF guard). Checks call it for every
 * host they reach, including each redirect hop.
 */
export interface ResolveTarget {
  (host: string): Promise<ResolvedAddress[]>;
  /** ALLOW_PRIVATE_TARGETS: the guard refuses no address, so what a check reads needs no judging. */
  readonly allowPrivate: boolean;
}
