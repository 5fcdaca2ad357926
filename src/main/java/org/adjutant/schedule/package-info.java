/**
 * Deadlines: the game files' schedules turned into Quartz triggers kept in the robot's own database, fired into
 * a {@link org.adjutant.schedule.DeadlineListener}, and re-synchronised when a moderator edits a game file. See
 * {@code docs/deadlines.md}.
 */
package org.adjutant.schedule;
