package org.adjutant.gitm.movement;

import java.util.Set;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * The strategic squares where a battle was fought last turn: units there may withdraw strategically (GITM 7.5). The
 * combat work will record battles in the game state; until then {@link ContestedSquares} stands in.
 */
public interface BattleHistory {
    Set<StrategicSquare> foughtLastTurn(Board board);
}
