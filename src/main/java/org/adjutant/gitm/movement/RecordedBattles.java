package org.adjutant.gitm.movement;

import java.util.Set;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * Last turn's battles as the combat step recorded them in the game state (GITM 7.5). A position nobody recorded
 * battles for (a scenario's opening, a state saved before combat existed, a turn run without the combat step) falls
 * back on {@link ContestedSquares}: hostile combat units standing together were fighting.
 */
public final class RecordedBattles implements BattleHistory {
    private final BattleHistory fallback = new ContestedSquares();

    @Override
    public Set<StrategicSquare> foughtLastTurn(Board board) {
        return board.start().battles().map(s -> (Set<StrategicSquare>) s)
                .orElseGet(() -> fallback.foughtLastTurn(board));
    }
}
