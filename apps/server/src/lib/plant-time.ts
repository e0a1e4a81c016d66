import { isoOfMinute, plantMinuteAt } from '@lathe/shared';

/*
 * Plant time, 'yyyy-MM-ddTHH:MM' (the plant's clock, India), as the schedule, downtime and OEE read
 * and write it: now, and to and from the timestamp-without-zone columns it is kept in.
 */

/** A timestamp without zone as the driver gives it ('2026-03-02 08:00:00') as plant time 'yyyy-MM-ddTHH:MM'. */
export const plantTimeOfStamp = (stamp: string) => `${stamp.slice(0, 10)}T${stamp.slice(11, 16)}`;

/** Plant time 'yyyy-MM-ddTHH:MM' as the timestamp-without-zone column takes it. */
export const stampOfPlantTime = (time: string) => `${time.slice(0, 10)} ${time.slice(11, 16)}:00`;

/** Plant time now, 'yyyy-MM-ddTHH:MM'. */
export const plantNow = (at: Date = new Date()) => isoOfMinute(plantMinuteAt(at));
