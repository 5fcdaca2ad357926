package org.adjutant.gitm.event;

import java.util.List;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * Guns that neither moved nor fought this phase shelled a neighbouring square (GITM 9.14). Seen by everyone in the
 * strategic square.
 *
 * @param target     the tactical square shelled
 * @param guns       the bombarding units, in id order
 * @param targets    the units on the target square that could be hit, in id order
 * @param strength   the bombardment's modified strength, rounded (GITM 9.14: +50%)
 * @param casualties the men the target square's units lost
 */
public record Bombarded(Phase when, StrategicSquare square, TacticalSquare target, List<UnitId> guns,
                        List<UnitId> targets, int strength, int casualties, Visibility visibility)
        implements GitmEvent {
    public Bombarded {
        guns = List.copyOf(guns);
        targets = List.copyOf(targets);
    }

    @Override
    public String kind() {
        return "bombarded";
    }

    @Override
    public String describe() {
        return describe(PlaceNames.GRID);
    }

    @Override
    public String describe(PlaceNames places) {
        return String.join(", ", guns.stream().map(UnitId::toString).toList()) + " bombarded the troops "
                + places.at(square, target) + ": " + Count.men(casualties) + " of "
                + String.join(", ", targets.stream().map(UnitId::toString).toList()) + " fell.";
    }
}
