package org.adjutant.gitm.city;

import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.SiegeLifted;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.supply.SupplyTurn;
import org.adjutant.ruleset.Visibility;

/**
 * A city passing to another state (designed, docs/rules/gitm-10-supply.md section 6): the captor keeps half the stock,
 * rounded down, the rest is spoilt (through the supply ledger); a siege on record ends with it; the capture is kept
 * for city-capture morale (GITM 3.7).
 */
final class HandOver {
    private HandOver() {
    }

    static void to(TurnContext turn, Phase phase, City onMap, String captor, CityCaptured.How how,
                   Visibility seen) {
        Board board = turn.board();
        CityHolding h = board.holding(onMap);
        String from = h.state();
        int kept = h.supplies() / CityConstants.CAPTURED_SHARE_DIVISOR;
        int lost = h.supplies() - kept;
        SupplyTurn.of(turn).ledger().add(SupplyLedger.Flow.CAPTURE_SPOIL, lost);
        boolean wasBesieged = h.besieged();
        board.putHolding(onMap, h.withState(captor).withSupplies(kept).withBesiegedSince(0));
        CityTurn.of(turn).captured(new CityTurn.Capture(onMap.name(), onMap.square(), from, captor));
        turn.events().add(new CityCaptured(phase, onMap.name(), onMap.square(), onMap.tactical(), from, captor, how,
                kept, lost, seen));
        if (wasBesieged) {
            turn.events().add(new SiegeLifted(phase, onMap.name(), onMap.square(), onMap.tactical(),
                    SiegeLifted.Reason.CITY_TAKEN, seen));
        }
    }

    /** The absolute turn a siege beginning now is recorded with ({@code (campaign - 1) * 15 + turn}). */
    static int absoluteTurn(Board board) {
        return org.adjutant.gitm.sequence.CampaignCalendar.absolute(board.start().campaign(), board.start().turn());
    }
}
