package org.adjutant.gitm.city;

import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Sieges;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;

/**
 * The sieges movement and combat ask about (GITM 7.8, 8.4, 9.13, 12.2), answered from the record the phase-end checks
 * keep on the board ({@code CityHolding.besiegedSince}, docs/rules/gitm-10-supply.md section 5.2), never recomputed:
 * between two checks a siege stands as recorded. A unit is shut in when it stands on the square of a besieged city
 * and is not hostile to its holder (the besiegers who stormed in are not the besieged). No siege stands on a peace or
 * truce turn (section 13).
 */
public final class RecordedSieges implements Sieges {
    @Override
    public boolean besieged(Unit unit, Board board) {
        Optional<City> city = board.cityAt(unit.location());
        if (city.isEmpty() || !besieged(city.get(), board)) {
            return false;
        }
        String holder = city.get().state();
        return !board.start().states().containsKey(holder)
                || board.start().relation(holder, unit.state()) != Relation.HOSTILE;
    }

    @Override
    public boolean besieged(City city, Board board) {
        return board.start().isCampaignTurn() && board.holding(city).besieged();
    }
}
