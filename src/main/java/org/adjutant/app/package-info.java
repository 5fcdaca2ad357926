/** Wiring: the robot daemon that joins mail, intake, schedule, turns and reports. */
package org.adjutant.app;
