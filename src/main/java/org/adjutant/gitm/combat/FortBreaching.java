package org.adjutant.gitm.combat;

import java.util.Optional;
import org.adjutant.gitm.event.FortDamaged;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * GITM 9.14 (section 16 step 6): guns shelling a fort have a 1% chance per 350 points of strength to lower it a level,
 * counting only guns able to harm a fort that strong: siege guns any fort, medium guns (and infantry batteries) up to
 * level 2, light and horse guns (and cavalry batteries) level 1 only. At most one level per target a phase; at level 0
 * the fort is breached and its garrison no longer behind walls.
 */
final class FortBreaching {
    private FortBreaching() {
    }

    static void breach(Barrage barrage) {
        Field f = barrage.field;
        for (Barrage.Target t : barrage.targets.values()) {
            Optional<City> fort = f.board().cityAt(t.square).filter(City::hasFort);
            if (fort.isEmpty()) {
                continue;
            }
            int level = fort.get().fortStrength();
            double able = 0;
            for (UnitId g : t.guns) {
                Unit gun = f.board().unit(g);
                if (canDamage(Parts.of(gun).gunType(), level)) {
                    able += BombardmentFire.strength(f, gun);
                }
            }
            if (able <= 0) {
                continue;
            }
            double p = Math.min(1, able / CombatConstants.FORT_DAMAGE_STRENGTH);
            if (f.dice("bombard-fort").uniform("the fort of " + fort.get().name() + " (level " + level
                    + ") loses a level below " + String.format(java.util.Locale.ROOT, "%.3f", p)) >= p) {
                continue;
            }
            City onMap = f.board().square(t.square.strategic()).orElseThrow().cities().stream()
                    .filter(c -> c.name().equals(fort.get().name())).findFirst().orElseThrow();
            f.board().setFortLevel(onMap, level - 1);
            if (level - 1 == 0) {
                for (Unit o : f.board().unitsIn(t.square.strategic())) {
                    if (o.location().equals(t.square) && o.inFort()) {
                        f.board().put(o.withInFort(false));
                    }
                }
            }
            f.events().add(new FortDamaged(f.phase(), t.square.strategic(), t.square.tactical(), fort.get().name(),
                    level, level - 1, f.everyoneIn(t.square.strategic())));
        }
    }

    /** GITM 9.14: which guns can lower a fort of this level. */
    static boolean canDamage(UnitType guns, int level) {
        return switch (guns) {
            case SA -> true;
            case MA -> level <= CombatConstants.MEDIUM_GUNS_FORT_LIMIT;
            default -> level <= CombatConstants.LIGHT_GUNS_FORT_LIMIT;
        };
    }
}
