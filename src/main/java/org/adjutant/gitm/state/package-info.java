/**
 * The GITM game position between turns: map reference, states and their treasuries, alliances, city control and
 * supplies, units and role titles; the stacking and placement policies that need the whole position; and the stable
 * JSON codec that stores it. Pure values and functions: the only text handled is the JSON given or returned.
 */
package org.adjutant.gitm.state;
