/**
 * Strategic movement (GITM 7): allowances and fatigue, paths with blanks and slips, cones and diagonal gaps, rivers,
 * ranges and marshes, entry squares, diagonal interception, withdrawal, pursuit, halts and the march-to options, and
 * the pre-game deployment turn. {@link org.adjutant.gitm.movement.Board} is the position while a turn runs;
 * {@link org.adjutant.gitm.movement.StrategicMovement} drives the phases. Pure: no I/O, chance only from labelled
 * dice. The mechanics in the project's words: docs/rules/gitm-7-strategic-movement.md.
 */
package org.adjutant.gitm.movement;
