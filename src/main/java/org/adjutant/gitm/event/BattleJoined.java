package org.adjutant.gitm.event;

import java.util.List;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * Hostile units came into contact on a tactical square and a combat begins there after movement (GITM 8.3, 9.1).
 * This is the players' record of the contact; the combat step reads the same battle from the board's list of
 * contacts ({@code org.adjutant.gitm.movement.Board#contacts}), which also carries battles that began without a move. Sides follow the unit that started it (GITM 8.3, GITM-MD battlesides.html):
 * its allies attack with it, units hostile to it defend; when the contact came from an interception the
 * interceptor's side attacks and both sides fight in their offensive mode (GITM 8.11).
 *
 * @param initiator    the unit whose move opened the combat (the interceptor, for an interception)
 * @param attackers    the attacking side, in id order
 * @param defenders    the defending side, in id order
 * @param interception whether an interception opened it (both sides then use their offensive mode)
 */
public record BattleJoined(Phase when, StrategicSquare square, TacticalSquare at, UnitId initiator,
                           List<UnitId> attackers, List<UnitId> defenders, boolean interception,
                           Visibility visibility) implements GitmEvent {
    public BattleJoined {
        attackers = List.copyOf(attackers);
        defenders = List.copyOf(defenders);
    }

    @Override
    public String kind() {
        return "battle-joined";
    }

    @Override
    public String describe() {
        return describe(PlaceNames.GRID);
    }

    @Override
    public String describe(PlaceNames places) {
        return "Battle " + places.at(square, at) + (interception ? " after an interception" : "") + ": "
                + join(attackers) + " against " + join(defenders) + ".";
    }

    private static String join(List<UnitId> ids) {
        return String.join(", ", ids.stream().map(UnitId::toString).toList());
    }
}
