package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.14 (section 16 steps 3-5): the guns on each target square fire together, square by square in map order: their
 * gunners at the bombarding arm values (siege guns x24), quality squared, experience, morale, fatigue, army-HQ
 * communications and the +50% of bombardment; the casualties fall on the square's combat units as any fire does
 * (GITM 9.7), by their defensive posture and a manned fort. Each gun takes a point of fatigue and spends its
 * ammunition for the phase.
 */
final class BombardmentFire {
    private BombardmentFire() {
    }

    static void fire(Barrage barrage) {
        Field f = barrage.field;
        Dice dice = f.dice("bombard");
        for (Barrage.Target t : barrage.targets.values()) {
            t.strength = 0;
            for (UnitId g : t.guns) {
                t.strength += strength(f, f.board().unit(g));
            }
            List<Unit> under = new ArrayList<>();
            for (Unit o : f.board().unitsIn(t.square.strategic())) {
                if (o.location().equals(t.square) && o.isActive() && o.type().isCombatUnit() && o.men() > 0) {
                    under.add(o);
                }
            }
            int level = mannedLevel(f, t.square, under);
            List<CasualtySpread.Target> spread = new ArrayList<>();
            for (Unit o : under) {
                Posture p = Posture.of(CombatOrders.fromLines(f.turn().orders(o.id()), o.type()).defensive());
                double fort = level > 0 && o.inFort() ? 1 - (CombatConstants.FORT_REDUCTION_FIRST
                        + CombatConstants.FORT_REDUCTION_PER_LEVEL * (level - 1)) : 1;
                spread.add(new CasualtySpread.Target(o.men(), p.casualties() * fort));
            }
            double c = CombatConstants.K_FIRE * t.strength
                    * CasualtySpread.noise(dice, "bombardment of " + t.square + ": noise");
            int[] lost = CasualtySpread.spread(c, spread, dice, "bombardment of " + t.square + ": rounding");
            Set<String> guns = new TreeSet<>();
            for (int i = 0; i < under.size(); i++) {
                Unit o = under.get(i);
                barrage.menBefore.putIfAbsent(o.id(), o.men());
                List<Location> from = barrage.shelledFrom.computeIfAbsent(o.id(), k -> new ArrayList<>());
                t.guns.forEach(g -> from.add(f.board().unit(g).location()));
                t.hit.add(o.id());
                t.casualties += f.ledger().lose(o.id(), lost[i], CasualtyCause.BOMBARDMENT);
            }
            for (UnitId g : t.guns) {
                Unit gun = f.board().unit(g);
                f.board().put(gun.withAmmunition(gun.ammunition() - 1).adjustFatigue(CombatConstants.BOMBARD_FATIGUE));
                guns.add(g.toString());
            }
            f.events().add(new Bombarded(f.phase(), t.square.strategic(), t.square.tactical(), t.guns, t.hit,
                    (int) Math.round(t.strength), t.casualties, f.everyoneIn(guns, t.square.strategic())));
        }
    }

    /** One gun's bombarding strength (section 16 step 3): no posture, ground or side factors. */
    static double strength(Field f, Unit gun) {
        boolean armyHq = UnitId.parse(gun.communications())
                .map(id -> f.board().start().settings().armyHqBonus().contains(id)).orElse(false);
        Situation s = new Situation(Segment.BOMBARD, Posture.PLAIN, false, 0, false, 1, 0, false, armyHq, false,
                false, false, 0);
        return Strength.chain(gun, Part.GUNNERS, Parts.of(gun).gunners(), s).value();
    }

    /** The level of a manned fort on the square, 0 if none (GITM 9.6: a third of its capacity on the walls). */
    static int mannedLevel(Field f, Location square, List<Unit> there) {
        Optional<City> fort = f.board().cityAt(square).filter(City::hasFort);
        if (fort.isEmpty()) {
            return 0;
        }
        long walls = 0;
        for (Unit o : there) {
            if (o.inFort()) {
                walls += Parts.of(o).onWalls();
            }
        }
        return FortManning.manned(walls, fort.get().fortCapacity()) ? fort.get().fortStrength() : 0;
    }
}
