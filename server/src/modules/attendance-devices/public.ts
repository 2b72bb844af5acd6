// The attendance-devices module's public door: what other modules may use. Everything else in the folder is private.
// Devices, their punches and punch-log imports are reached through the API alone for now; this door names the
// header a device's key travels in and the message a refused key gets, for whoever documents or proxies the call.
export { DEVICE_KEY_REFUSED } from './device-punches';
