package org.adjutant.ruleset;

/**
 * A ruleset's whole game position. The core never looks inside: it stores {@link Ruleset#encode} text and hands the
 * decoded value back to the same ruleset.
 */
public interface GameState {
}
