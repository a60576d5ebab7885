// What modules/workspaces offers the rest of the server; another module imports it only from here.
export { assertMembers } from './chosen-members.js';
export { forgetInvitationsTo } from './invitations.js';
export { listWorkspaces, personOf } from './members.js';
export { createPersonalWorkspace, personalWorkspaceName } from './service.js';
