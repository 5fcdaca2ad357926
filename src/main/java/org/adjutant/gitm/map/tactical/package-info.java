/**
 * Tactical maps (GITM 2.1-2.4): the 15 x 15 map behind every strategic square, generated deterministically from the
 * square's terrain and its neighbours, cached, and optionally overridden by a scenario. Pure computation, no I/O.
 */
package org.adjutant.gitm.map.tactical;
