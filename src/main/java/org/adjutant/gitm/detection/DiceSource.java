package org.adjutant.gitm.detection;

import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.SeededDice;

/**
 * Independent, repeatable dice for each purpose: asking twice for the same purpose gives dice that roll the same
 * numbers. Detection keys its purposes by observer and stack, so two reports of one stack to one player in one turn
 * agree whatever else was rolled in between. Make one source per turn and use it for every report of that turn.
 */
@FunctionalInterface
public interface DiceSource {
    /** Fresh dice for {@code purpose}; the same purpose always yields the same rolls. */
    Dice dice(String purpose);

    /** The source for one turn of one game, derived from the game's seed like the turn's own dice. */
    static DiceSource forTurn(long gameSeed, int turn) {
        SeededDice base = SeededDice.forTurn(gameSeed, turn);
        // purpose() derives from the base's untouched state, so nothing rolled elsewhere shifts these dice.
        return base::purpose;
    }
}
