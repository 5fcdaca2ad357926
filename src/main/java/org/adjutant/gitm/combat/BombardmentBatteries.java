package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 9.14 (docs/rules/gitm-9-combat.md, section 16 steps 1-2): who may bombard and what. Every active combat unit
 * with guns to serve and ammunition left, that did not move this phase, stands on a square with no enemy (so it is in
 * no battle) and is not ordered to evade, shells the neighbouring square holding the most enemy combat men among
 * those with no friend, ally or neutral on them; ties go to the first in compass order. Men of a force beaten this
 * turn that has drawn off and not moved since do not count: they are out of contact (designed).
 */
final class BombardmentBatteries {
    private static final Direction[] DIRECTIONS = Direction.values();

    private BombardmentBatteries() {
    }

    static void find(Barrage barrage) {
        Field f = barrage.field;
        Board board = f.board();
        for (Unit u : List.copyOf(board.units())) {
            if (!u.isActive() || !u.type().isCombatUnit() || u.ammunition() == 0
                    || Parts.of(u, f.tuning()).gunners() == 0 || f.turn().movers().movedIn(u.id(), f.phase())
                    || f.barred(u, u.location().strategic(), u.location().tactical())
                    || CombatOrders.fromLines(f.turn().orders(u.id()), u.type()).offensive()
                    == OffensiveAttitude.EVADE) {
                continue;
            }
            target(f, u).ifPresent(t -> {
                barrage.targets.computeIfAbsent(t, Barrage.Target::new).guns.add(u.id());
            });
        }
    }

    private static Optional<Location> target(Field f, Unit gun) {
        StrategicSquare square = gun.location().strategic();
        // the square's units are read once for all eight neighbours: nothing moves while a gun picks its target
        List<Unit> here = f.board().unitsIn(square);
        ContactRecord record = ContactRecord.of(f.turn());
        Location best = null;
        int bestMen = 0;
        for (Direction d : DIRECTIONS) {
            Optional<TacticalSquare> t = gun.location().tactical().step(d);
            if (t.isEmpty()) {
                continue;
            }
            int men = 0;
            boolean forbidden = false;
            for (Unit o : here) {
                if (!o.location().tactical().equals(t.get())) {
                    continue;
                }
                if (f.board().relation(gun, o) != Relation.HOSTILE) {
                    forbidden = true; // never fire on a square where friends, allies or neutrals stand (GITM 9.14)
                    break;
                }
                if (o.isActive() && o.type().isCombatUnit()
                        && !record.breakingContact(f.turn(), o.id(), f.phase())) {
                    men += o.men(); // a beaten force drawing off is no target (section 16, designed)
                }
            }
            if (!forbidden && men > bestMen) {
                best = new Location(square, t.get());
                bestMen = men;
            }
        }
        return Optional.ofNullable(best);
    }
}
