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
 * (GITM 9.7), by their defensive posture and their shelter: a fort's walls (its cut, manned or not), or else the cover
 * of the ground or of the besiegers' siege lines (designed). Designed too, so that shelling thins a garrison instead of feeding on itself: the
 * casualties scale with how full a target the square is, and a unit that stays under fire takes cover, each earlier
 * shelling in the turn cutting what it takes to {@code TAKEN_COVER}; a beaten force that has drawn off is not
 * shelled. Each gun takes a point of fatigue and spends its ammunition for the phase.
 */
final class BombardmentFire {
    private BombardmentFire() {
    }

    static void fire(Barrage barrage) {
        Field f = barrage.field;
        Dice dice = f.dice("bombard");
        CombatTuning tuning = f.tuning();
        ContactRecord record = ContactRecord.of(f.turn());
        for (Barrage.Target t : barrage.targets.values()) {
            t.strength = 0;
            for (UnitId g : t.guns) {
                t.strength += strength(f, f.board().unit(g));
            }
            List<Unit> under = targets(f, t.square);
            int level = fortLevel(f, t.square);
            int rating = f.board().tacticalMap(t.square.strategic()).rating(t.square.tactical());
            List<CasualtySpread.Target> spread = new ArrayList<>();
            int men = 0;
            for (Unit o : under) {
                Posture p = Posture.of(CombatOrders.fromLines(f.turn().orders(o.id()), o.type()).defensive());
                double cover = o.inFort() && level > 0 ? 1 - (CombatConstants.FORT_REDUCTION_FIRST
                        + CombatConstants.FORT_REDUCTION_PER_LEVEL * (level - 1))
                        : SiegeLines.shellsTaken(f.board(), o, rating, tuning);
                double dug = Math.pow(tuning.get(CombatTuning.Knob.TAKEN_COVER),
                        record.shellingsInCover(f.turn(), o.id(), f.phase()));
                spread.add(new CasualtySpread.Target(o.men(), p.casualties() * cover * dug));
                men += o.men();
            }
            double c = tuning.get(CombatTuning.Knob.K_FIRE) * t.strength * density(men, tuning)
                    * CasualtySpread.noise(dice, "bombardment of " + t.square + ": noise", tuning);
            int[] lost = CasualtySpread.spread(c, spread, dice, "bombardment of " + t.square + ": rounding", tuning);
            Set<String> guns = new TreeSet<>();
            for (int i = 0; i < under.size(); i++) {
                Unit o = under.get(i);
                barrage.menBefore.putIfAbsent(o.id(), o.men());
                List<Location> from = barrage.shelledFrom.computeIfAbsent(o.id(), k -> new ArrayList<>());
                t.guns.forEach(g -> from.add(f.board().unit(g).location()));
                t.hit.add(o.id());
                t.casualties += f.ledger().lose(o.id(), lost[i], CasualtyCause.BOMBARDMENT);
                record.shelled(o.id(), f.phase());
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

    /**
     * The units the shells fall on: every active combat unit on the square with men, except those breaking contact
     * after a lost fight (section 16, designed: guns do not chase a beaten force that has drawn off).
     */
    static List<Unit> targets(Field f, Location square) {
        List<Unit> under = new ArrayList<>();
        ContactRecord record = ContactRecord.of(f.turn());
        for (Unit o : f.board().unitsIn(square.strategic())) {
            if (o.location().equals(square) && o.isActive() && o.type().isCombatUnit() && o.men() > 0
                    && !record.breakingContact(f.turn(), o.id(), f.phase())) {
                under.add(o);
            }
        }
        return under;
    }

    /**
     * How full a target the square is (section 16, designed): shot and shell that fall among few men hit few, so the
     * casualties scale with the men on the square up to {@code BOMBARD_FULL_MEN}, a full battle line's worth.
     */
    static double density(int men, CombatTuning t) {
        double full = t.get(CombatTuning.Knob.BOMBARD_FULL_MEN);
        return full <= 0 ? 1 : Math.min(1, men / full);
    }

    /** One gun's bombarding strength (section 16 step 3): no posture, ground or side factors. */
    static double strength(Field f, Unit gun) {
        boolean armyHq = UnitId.parse(gun.communications())
                .map(id -> f.board().start().settings().armyHqBonus().contains(id)).orElse(false);
        Situation s = new Situation(Segment.BOMBARD, Posture.PLAIN, false, 0, false, 1, 0, false, armyHq, false,
                false, false, 0);
        return Strength.chain(gun, Part.GUNNERS, Parts.of(gun, f.tuning()).gunners(), s, f.tuning()).value();
    }

    /**
     * The level of the fort on the square, 0 if none. Under shellfire the walls shelter every man inside, however few
     * (designed): the third of its capacity GITM 9.6 asks for is what it takes to hold the walls against a storm, not
     * to sit under them, so a garrison the shells thin out keeps the fort's cut (GITM 9.7) and the shelling does not
     * feed on itself.
     */
    static int fortLevel(Field f, Location square) {
        return f.board().cityAt(square).filter(City::hasFort).map(City::fortStrength).orElse(0);
    }
}
