package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.event.CampaignEnded;
import org.adjutant.gitm.event.ManpowerMustered;
import org.adjutant.gitm.event.UnitRaised;
import org.adjutant.gitm.event.UnitReinforced;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.TurnEvent;

/**
 * Invariants 4, 5, 6, 7 and 8 of docs/rules/sow.md section 20.1, checked after every turn of the money soak (1-3 and 9
 * are the soak's own).
 */
final class SoakInvariants {
    private SoakInvariants() {
    }

    /** Checks the turn from {@code before} to {@code after}; returns the number of campaign ends it saw (0 or 1). */
    static int check(GitmState before, GitmState after, StrategicMap map, List<TurnEvent> events, String when) {
        Map<String, Integer> drawn = new TreeMap<>();
        Map<String, ManpowerMustered> mustered = new TreeMap<>();
        int ends = 0;
        for (TurnEvent e : events) {
            if (e instanceof UnitRaised r) {
                boolean militia = r.unit().endsWith("MI");
                if (!militia) {
                    drawn.merge(r.state(), r.men(), Integer::sum);
                }
                assertThat(militia || before.isBuildTurn()).as(when + ": " + r.describe()
                        + " -- regulars only on a build turn (20.1, 7)").isTrue();
                City raisedAt = map.cities().filter(c -> c.name().equals(r.city())).findFirst().orElseThrow();
                Polity raiser = before.state(r.state()).orElseThrow();
                boolean heldOwn = before.city(raisedAt).state().equals(r.state())
                        && HeldOwnCities.isOwn(map, raisedAt, raiser);
                assertThat(heldOwn || militia).as(when + ": " + r.describe() + " -- raised in a held own city at the"
                        + " start of the turn, risings apart (20.1, 7)").isTrue();
            }
            if (e instanceof UnitReinforced r && !r.unit().toString().endsWith("MI")) {
                // militia are reinforced from their home city's militia pool, not the state's manpower (SoW 4.14)
                drawn.merge(r.state(), r.men(), Integer::sum);
            }
            if (e instanceof ManpowerMustered m) {
                assertThat(mustered.put(m.state(), m)).as(when + ": one muster for " + m.state()).isNull();
            }
            if (e instanceof CampaignEnded c) {
                ends++;
                assertThat(c.campaign()).as(when).isEqualTo(before.campaign());
            }
        }
        // 20.1 (8): the campaign-end step runs exactly at turn 15
        assertThat(ends).as(when + ": campaign ends").isEqualTo(before.turn() == 15 ? 1 : 0);
        for (Polity p : before.states().values()) {
            manpower(p, after.state(p.id()).orElseThrow(), drawn.getOrDefault(p.id(), 0),
                    mustered.get(p.id()), after, when + " " + p.id());
        }
        militia(after, map, when);
        menInMergesAndTransfers(before, events, when);
        // 20.1 (7): every unit within SizeLimits in play; the ids are the position's keys, so unique by construction
        for (Unit u : after.units()) {
            assertThat(SizeLimits.check(u, SizeLimits.Purpose.IN_PLAY, false)).as(when + " " + u.id()).isEmpty();
        }
        return ends;
    }

    /**
     * 20.1 (6): a transfer moves men without loss; a merge's survivor has the two units' men less the excess, which
     * is split between the pool and the lost ({@code Release}). Followed in event order from the start of the turn,
     * since the Orders phase comes first and a unit may give and take several times.
     */
    private static void menInMergesAndTransfers(GitmState before, List<TurnEvent> events, String when) {
        Map<String, Integer> men = new TreeMap<>();
        before.units().forEach(u -> men.put(u.id().toString(), u.men()));
        for (TurnEvent e : events) {
            if (e instanceof org.adjutant.gitm.event.MenTransferred t) {
                int from = men.get(t.from().toString()) - t.men();
                int to = men.get(t.to().toString()) + t.men();
                assertThat(new int[]{from, to}).as(when + ": " + t.describe() + " (20.1, 6)")
                        .containsExactly(t.fromMenAfter(), t.toMenAfter());
                men.put(t.from().toString(), from);
                men.put(t.to().toString(), to);
            }
            if (e instanceof org.adjutant.gitm.event.UnitsMerged m) {
                int sum = men.remove(m.absorbed().toString()) + men.get(m.into().toString());
                assertThat(m.men() + m.excess().men()).as(when + ": " + m.describe() + " (20.1, 6)").isEqualTo(sum);
                men.put(m.into().toString(), m.men());
            }
        }
    }

    /**
     * 20.1 (4): pool after = pool before - men drawn by the units formed and reinforced (the men of builds not formed
     * came back) + at a campaign's end the men due, returning and taken in; never negative; nothing due for a
     * campaign already over.
     */
    private static void manpower(Polity before, Polity after, int drawn, ManpowerMustered mustered, GitmState next,
                                 String who) {
        Manpower a = after.manpower();
        assertThat(a.pool().orElse(0)).as(who + " pool").isNotNegative();
        assertThat(a.due().keySet()).as(who + " due only at campaigns not yet over")
                .allMatch(c -> c >= next.campaign());
        if (!before.manpower().counted()) {
            return;
        }
        int expected = before.manpower().pool().orElseThrow() - drawn;
        if (mustered != null) {
            expected += mustered.due() + mustered.returning() + mustered.intake();
            assertThat(mustered.pool()).as(who + " muster").isEqualTo(expected);
        }
        assertThat(a.pool().orElseThrow()).as(who + " manpower closes").isEqualTo(expected);
    }

    /** 20.1 (5): every city's militia pool within 0..its cap. */
    private static void militia(GitmState after, StrategicMap map, String when) {
        for (City c : (Iterable<City>) map.cities()::iterator) {
            CityHolding h = after.cities().get(c.name());
            if (h == null || c.level() == 0) {
                continue;
            }
            assertThat(h.militiaPool(c.level())).as(when + " " + c.name() + " militia pool")
                    .isBetween(0, CityHolding.militiaCap(c.level()));
        }
    }
}
