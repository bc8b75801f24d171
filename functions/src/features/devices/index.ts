/**
 * The public face of the devices feature: what other features use of it. Everything else
 * in this folder is internal; ESLint refuses imports that reach past this file.
 */
export { deviceDocSchema, deviceParams, toDeviceBody } from './schema';
export type { DeviceBody, DeviceDoc } from './schema';
export { deviceNotFound, notDeviceLender } from './store';
export { assertQualifiedTx, qualificationRef } from './qualifications';
export type { LenderActor } from './qualifications';
export type { DevicesStore } from './store';
