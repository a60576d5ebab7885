import type { MonitorType } from '@tocsin/contract';
import { dns } from './dns';
import { heartbeat } from './heartbeat';
import { http } from './http';
import { jsonQuery } from './json-query';
import { keyword } from './keyword';
import { ping } from './ping';
import { tcp } from './tcp';
import { tlsCert } from './tls-cert';
import type { AnyCheckTypeView, CheckTypeView } from './view';

/** Every check type the app can create and show; a type the contract declares must be here. */
export const checkTypeViews: { [T in MonitorType]: CheckTypeView<T> } = {
  http,
  keyword,
  'json-query': jsonQuery,
  tcp,
  dns,
  'tls-cert': tlsCert,
  ping,
  heartbeat,
};

/** The view of a type, its hooks taking any monitor's settings (they get that type's only). */
export const checkTypeView = (type: MonitorType) => checkTypeViews[type] as AnyCheckTypeView;
