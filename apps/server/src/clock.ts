/** The current time. Injected so tests can move it (token expiry, 24-hour links, throttle windows). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
