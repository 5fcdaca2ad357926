package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;

/**
 * The battles of one tactical phase, in map order, as the combat step receives them (GITM 9.1): every tactical
 * square where hostile units stand together when that phase's movement ends, each with its sides (see
 * {@link BattleContact}).
 */
public record BattleContacts(Phase phase, List<BattleContact> all) {
    public BattleContacts {
        List<BattleContact> sorted = new ArrayList<>(all);
        sorted.sort(BattleContact.MAP_ORDER);
        all = List.copyOf(sorted);
    }

    public static BattleContacts none(Phase phase) {
        return new BattleContacts(phase, List.of());
    }

    public boolean isEmpty() {
        return all.isEmpty();
    }

    public int size() {
        return all.size();
    }

    /** The battles in one strategic square, in map order. */
    public List<BattleContact> in(StrategicSquare square) {
        return all.stream().filter(c -> c.square().equals(square)).toList();
    }

    public Optional<BattleContact> at(Location where) {
        return all.stream().filter(c -> c.location().equals(where)).findFirst();
    }

    /** The battle a unit fights in this phase, if any. */
    public Optional<BattleContact> of(UnitId unit) {
        return all.stream().filter(c -> c.attacking(unit) || c.defending(unit)).findFirst();
    }
}
