import type { DeliveryEvent, MonitorStatusEvent } from '@tocsin/contract';
import { EventEmitter } from 'node:events';

/** Everything that happens in Tocsin that another part reacts to. */
export interface TocsinEvents {
  /** A monitor was created, changed, paused or resumed: the engine re-plans it. */
  'monitor.changed': { monitorId: string; workspaceId: string };
  'monitor.deleted': { monitorId: string; workspaceId: string };
  /** A heartbeat monitor's push URL was called. */
  'heartbeat.received': { monitorId: string; workspaceId: string };
  /** A monitor's status changed (pending -> up, up -> down ...): dashboards update live. */
  'monitor.status': MonitorStatusEvent;
  /** Outbox rows were committed: the dispatcher sends them now rather than at its next poll. */
  'alerts.queued': { workspaceId: string };
  /** A delivery was sent, failed, or will be retried (the testing page watches these). */
  'delivery.updated': DeliveryEvent;
  'incident.acknowledged': { workspaceId: string; incidentId: string };
  /** A group was added, renamed or removed, or monitors moved between groups. */
  'groups.changed': { workspaceId: string };
  /** A member was removed from a workspace (or left it): their live streams of it end. */
  'members.removed': { workspaceId: string; userId: string };
  /**
   * Sessions ended (signed out, ended from the list, by a new password, the account disabled or
   * deleted): their live streams end at once.
   */
  'sessions.ended': { userId: string; sessionIds: string[] };
  /** A workspace was deleted: every live stream of it ends. */
  'workspace.deleted': { workspaceId: string };
  /**
   * A status page's settings, layout, logo or posts changed, or it was deleted: its public
   * rendering is made again.
   */
  'status-page.changed': { workspaceId: string; pageId: string };
  /** Confirmation mails of imported subscribers were committed: those due now are sent now. */
  'subscribers.confirmations-held': { workspaceId: string };
}

export type EventName = keyof TocsinEvents;

/**
 * Publish/subscribe between the parts of Tocsin. In one process this is an EventEmitter; a
 * deployment of several processes swaps in one over Redis pub/sub behind the same interface.
 */
export interface EventBus {
  publish<E extends EventName>(event: E, payload: TocsinEvents[E]): void;
  subscribe<E extends EventName>(event: E, handler: (payload: TocsinEvents[E]) => void): () => void;
}

export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event, payload) {
      emitter.emit(event, payload);
    },
    subscribe(event, handler) {
      emitter.on(event, handler);
      return () => emitter.off(event, handler);
    },
  };
}
