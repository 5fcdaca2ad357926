package org.adjutant.gitm.combat;

import org.adjutant.gitm.sequence.SupplyLedger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.HeadquartersWithdrew;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.2 (docs/rules/gitm-9-combat.md, section 4): headquarters never fight. In a fort an HQ stays and shares the
 * fort's fate. Outside one it shatters with a small chance; otherwise it moves to a free neighbouring square
 * (friends' first, then away from the enemy's approach, then any) and takes no part; with none free it shatters. A
 * corps HQ driven off or shattered loses the supplies it carried.
 */
final class HeadquartersLeave implements BattleStep {
    @Override
    public Order order() {
        return Order.HEADQUARTERS_LEAVE;
    }

    @Override
    public void run(Battle b) {
        for (Fighter f : b.fighters()) {
            if (!f.headquarters || !f.present || b.unit(f).inFort()) {
                continue;
            }
            b.leaves(f);
            Field field = b.field();
            Dice dice = field.dice("combat-hq");
            double shatter = field.tuning().get(CombatTuning.Knob.HQ_SHATTER);
            if (dice.uniform(f.id + " caught by the enemy: shatters below " + shatter) < shatter) {
                loseSupplies(b, f);
                Shattering.shatter(field, f.id, ShatterCause.HQ_SURPRISED);
                continue;
            }
            Unit u = b.unit(f);
            Set<Direction> enemyWays = new java.util.TreeSet<>();
            b.approaches(f.side.other()).forEach(d -> enemyWays.addAll(Field.withNeighbours(d)));
            List<Direction> friends = new ArrayList<>();
            List<Direction> away = new ArrayList<>();
            List<Direction> any = new ArrayList<>();
            for (Direction d : Direction.values()) {
                Optional<TacticalSquare> to = field.openStep(u, u.location().tactical(), d);
                if (to.isEmpty()) {
                    continue;
                }
                any.add(d);
                if (!enemyWays.contains(d)) {
                    away.add(d);
                }
                if (field.friendsAt(u, u.location().strategic(), to.get())) {
                    friends.add(d);
                }
            }
            List<Direction> choices = !friends.isEmpty() ? friends : !away.isEmpty() ? away : any;
            if (choices.isEmpty()) {
                loseSupplies(b, f);
                Shattering.shatter(field, f.id, ShatterCause.HQ_TRAPPED);
                continue;
            }
            Direction d = Field.pick(dice, f.id + " withdraws from the battle: direction among " + choices, choices);
            TacticalSquare to = u.location().tactical().step(d).orElseThrow();
            int supplies = loseSupplies(b, f);
            b.board().put(b.unit(f).withLocation(new Location(u.location().strategic(), to)));
            field.events().add(new HeadquartersWithdrew(field.phase(), f.id, u.location().strategic(),
                    u.location().tactical(), to, supplies, b.seenBy()));
        }
    }

    /** A corps HQ shattered or driven off loses the supplies it carried (GITM 9.2); returns how many. */
    private static int loseSupplies(Battle b, Fighter f) {
        Unit u = b.unit(f);
        if (u.type() != UnitType.CQ || u.supplies() == 0) {
            return 0;
        }
        b.board().put(u.withSupplies(0));
        b.field().turn().supplyLedger().add(SupplyLedger.Flow.HQ_LOST, u.supplies());
        return u.supplies();
    }
}
