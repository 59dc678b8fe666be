// `inbox-kit/server`: the proxy that keeps the secret key on the server. No React, no DOM.
export { createProxyHandler } from './createProxyHandler';
export type { NotificationListRoute, ProxyHandler, ProxyHandlerOptions, ProxyIdentity } from './createProxyHandler';
export { toNodeHandler } from './toNodeHandler';
export type { NodeListener, NodeRequest, NodeResponse } from './toNodeHandler';
