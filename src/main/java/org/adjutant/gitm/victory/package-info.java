/**
 * How the war ends (design: docs/rules/victory.md): the scenario's victory conditions, checked by the last step of
 * every turn on the position it ends with, and the victory that makes the game over. Pure like the rest of the
 * engine.
 */
package org.adjutant.gitm.victory;
