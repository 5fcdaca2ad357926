/**
 * The small contract every game system implements so that the robot's core (mail, intake, store, schedule, turn,
 * report) never needs to know which game it hosts. Nothing here does I/O.
 */
package org.adjutant.ruleset;
