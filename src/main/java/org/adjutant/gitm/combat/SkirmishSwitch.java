package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.event.SkirmishSwitched;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 9.10 (section 12): a side facing melee odds of 2:1 or worse drops its units in attack or defend to skirmish for
 * this melee, to cut its losses; assault, last-ditch, skirmish and evade stay as they are. Judged once, on the
 * strengths with the ordered postures; only the weaker side can switch.
 */
final class SkirmishSwitch implements BattleStep {
    @Override
    public Order order() {
        return Order.SKIRMISH_SWITCH;
    }

    @Override
    public void run(Battle b) {
        for (Fighter f : b.fighters()) {
            f.meleePosture = f.posture;
        }
        double a = b.sideStrength(Side.ATTACKERS, Segment.MELEE);
        double d = b.sideStrength(Side.DEFENDERS, Segment.MELEE);
        for (Side side : Side.values()) {
            double own = side == Side.ATTACKERS ? a : d;
            double enemy = side == Side.ATTACKERS ? d : a;
            if (enemy <= 0 || enemy < 2 * own) {
                continue;
            }
            List<UnitId> switched = new ArrayList<>();
            for (Fighter f : b.fighting(side)) {
                if (f.posture == Posture.PLAIN) {
                    f.meleePosture = Posture.SKIRMISH;
                    switched.add(f.id);
                }
            }
            if (!switched.isEmpty()) {
                b.field().events().add(new SkirmishSwitched(b.field().phase(), b.square(), b.at(), switched,
                        b.seenBy()));
            }
        }
    }
}
