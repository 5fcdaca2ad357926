/**
 * Cities under siege and changing hands (GITM 10.3, 10.8b, 3.7; the designed capture rules of
 * docs/rules/gitm-10-supply.md sections 5, 6 and 13): the siege test, its record on the board, the siege surrender
 * phase, captures and the morale they move. Pure engine: plugged into the turn through {@code TurnPlugins}, so the
 * turn sequence never depends on this package.
 */
package org.adjutant.gitm.city;
