/**
 * A moderator's corrections of a GITM position (docs/moderators.md, "ADJUST"): a unit's men, position, morale or
 * supplies, a state's treasury, a city's owner, each checked against the position and the map.
 */
package org.adjutant.gitm.adjust;
