package org.adjutant.gitm.naval.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.CombatOrders;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.naval.combat.SeaAction.Entrant;
import org.adjutant.gitm.naval.combat.SeaAction.Fate;
import org.adjutant.gitm.naval.combat.SeaAction.Result;
import org.adjutant.gitm.naval.combat.SeaAction.Side;
import org.adjutant.gitm.naval.combat.SeaAction.Water;
import org.adjutant.ruleset.SeededDice;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The day's action between ships and against a port's guns, on its own (PATE-MD combat; naval.md section 15). */
class SeaActionTest {
    private static final Station SEA = new Station.Open("SGC");

    static Ship ship(String id, int guns, int crew) {
        ShipId sid = ShipId.of(id);
        boolean tr = sid.type() == org.adjutant.gitm.naval.ShipType.TR;
        return new Ship(sid, id, id.startsWith("US") ? "US" : "MEX", tr ? 0 : guns, tr ? 0 : crew, 0, 0, 0, 24,
                tr ? 3000 : 0, 0, SEA, "Pensacola");
    }

    static Entrant in(Ship s, Side side, String orders) {
        return new Entrant(s, side, parse(orders).withDefaults(s.type()));
    }

    static CombatOrders parse(String words) {
        CombatOrders o = CombatOrders.NONE;
        for (String w : words.isBlank() ? new String[0] : words.split(" ")) {
            o = o.then(switch (w) {
                case "ENGAGE" -> new CombatOrders(CombatOrders.Stance.ENGAGE, null, null, null, null, null);
                case "EVADE" -> new CombatOrders(CombatOrders.Stance.EVADE, null, null, null, null, null);
                case "RUN_PAST" -> new CombatOrders(CombatOrders.Stance.RUN_PAST, null, null, null, null, null);
                case "CLOSE" -> new CombatOrders(null, CombatOrders.Range.CLOSE, null, null, null, null);
                case "RIGGING" -> new CombatOrders(null, null, CombatOrders.Aim.RIGGING, null, null, null);
                case "BREAK_OFF" -> new CombatOrders(null, null, null, null, true, null);
                default -> throw new IllegalArgumentException(w);
            });
        }
        return o;
    }

    static Result fight(Water water, boolean onshore, Optional<SeaAction.Shore> shore, long seed, Entrant... e) {
        return SeaAction.fight(List.of(e), shore, water, onshore, NavalTuning.DEFAULT,
                SeededDice.forTurn(seed, 1).purpose("naval action test"));
    }

    static Fate fate(Result r, String id) {
        return r.ships().stream().filter(o -> o.before().id().equals(ShipId.of(id))).findFirst().orElseThrow().fate();
    }

    @Test
    @DisplayName("PATE-MD combat: no battle unless a ship engages or runs past; accepting alone brings on nothing")
    void pate_combat_no_battle_without_an_engage() {
        Result r = fight(Water.OPEN, false, Optional.empty(), 1, in(ship("US1FR", 44, 430), Side.A, ""),
                in(ship("MX1SL", 12, 120), Side.B, ""));
        assertThat(r.fought()).isFalse();
        Result engaged = fight(Water.OPEN, false, Optional.empty(), 1,
                in(ship("US1FR", 44, 430), Side.A, "ENGAGE"), in(ship("MX1SL", 12, 120), Side.B, ""));
        assertThat(engaged.fought()).isTrue();
        assertThat(fate(engaged, "MX1SL")).isIn(Fate.FOUGHT, Fate.STRUCK, Fate.SUNK);
    }

    @Test
    @DisplayName("PATE-MD combat: in a sea area, and in coastal waters without an onshore wind, a frigate cannot engage a ship of the line; in a harbour or with the wind onshore she can")
    void pate_combat_frigate_cannot_engage_ship_of_the_line() {
        Entrant frigate = in(ship("US1FR", 44, 430), Side.A, "ENGAGE");
        Entrant line = in(ship("MX1FL", 74, 700), Side.B, "");
        assertThat(fight(Water.OPEN, false, Optional.empty(), 1, frigate, line).fought()).isFalse();
        assertThat(fight(Water.COASTAL, false, Optional.empty(), 1, frigate, line).fought()).isFalse();
        assertThat(fight(Water.COASTAL, true, Optional.empty(), 1, frigate, line).fought()).isTrue();
        assertThat(fight(Water.HARBOUR, false, Optional.empty(), 1, frigate, line).fought()).isTrue();
        // the ship of the line may still seek the frigate out
        Entrant hunter = in(ship("MX1FL", 74, 700), Side.B, "ENGAGE");
        assertThat(fight(Water.OPEN, false, Optional.empty(), 1, in(ship("US1FR", 44, 430), Side.A, ""), hunter)
                .fought()).isTrue();
    }

    @Test
    @DisplayName("designed: evasion by type (sloop 70, frigate 60, ship of the line 40, transports 30), less for damage, more for a nimble ship chased only by ships of the line; none in a harbour")
    void designed_evasion_chance() {
        SeaAction.Entrant sloop = in(ship("MX1SL", 12, 120), Side.B, "EVADE");
        Entrant frigate = in(ship("US1FR", 44, 430), Side.A, "ENGAGE");
        Entrant line = in(ship("US1FL", 74, 700), Side.A, "ENGAGE");
        Result r = fight(Water.OPEN, false, Optional.empty(), 1, frigate, sloop);
        assertThat(r.log()).anyMatch(l -> l.contains("MX1SL") && l.contains("against 70"));
        Ship battered = new Ship(ShipId.of("MX1SL"), "x", "MEX", 12, 120, 0, 1, 1, 24, 0, 0, SEA, "Alvarado");
        Result hurt = fight(Water.OPEN, false, Optional.empty(), 1, frigate, new Entrant(battered, Side.B,
                parse("EVADE").withDefaults(battered.type())));
        assertThat(hurt.log()).anyMatch(l -> l.contains("MX1SL") && l.contains("against 40"));
        Result chasedByLine = fight(Water.OPEN, false, Optional.empty(), 1, line, sloop);
        assertThat(chasedByLine.log()).anyMatch(l -> l.contains("MX1SL") && l.contains("against 85"));
        Result harbour = fight(Water.HARBOUR, false, Optional.empty(), 1, frigate, sloop);
        assertThat(harbour.log()).anyMatch(l -> l.contains("cannot evade in a harbour"));
        assertThat(fate(harbour, "MX1SL")).isNotEqualTo(Fate.EVADED);
    }

    @Test
    @DisplayName("designed: close range hurts more than long range, aiming at the rigging shoots away rigging and kills fewer men, and the same seed gives the same day")
    void designed_damage_by_range_and_aim() {
        int longHull = 0;
        int closeHull = 0;
        int rigging = 0;
        int hullMen = 0;
        int rigMen = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Result far = fight(Water.OPEN, false, Optional.empty(), seed, in(ship("US1FR", 44, 430), Side.A,
                    "ENGAGE"), in(ship("MX1FR", 44, 430), Side.B, ""));
            Result near = fight(Water.OPEN, false, Optional.empty(), seed, in(ship("US1FR", 44, 430), Side.A,
                    "ENGAGE CLOSE"), in(ship("MX1FR", 44, 430), Side.B, "CLOSE"));
            Result rig = fight(Water.OPEN, false, Optional.empty(), seed, in(ship("US1FR", 44, 430), Side.A,
                    "ENGAGE CLOSE RIGGING"), in(ship("MX1FR", 44, 430), Side.B, "CLOSE"));
            longHull += after(far, "MX1FR").hull();
            closeHull += after(near, "MX1FR").hull();
            hullMen += men(near, "MX1FR");
            rigging += after(rig, "MX1FR").rigging();
            rigMen += men(rig, "MX1FR");
            assertThat(after(rig, "MX1FR").hull()).isZero();
        }
        assertThat(closeHull).isGreaterThan(2 * longHull);
        assertThat(rigging).isPositive();
        assertThat(rigMen).isLessThan(hullMen);
        Result once = fight(Water.OPEN, false, Optional.empty(), 7, in(ship("US1FR", 44, 430), Side.A, "ENGAGE"),
                in(ship("MX1FR", 44, 430), Side.B, ""));
        Result again = fight(Water.OPEN, false, Optional.empty(), 7, in(ship("US1FR", 44, 430), Side.A, "ENGAGE"),
                in(ship("MX1FR", 44, 430), Side.B, ""));
        assertThat(again).isEqualTo(once);
    }

    @Test
    @DisplayName("designed: an overmatched ship strikes or sinks, and her side is beaten")
    void designed_strike_and_beaten() {
        Result r = fight(Water.OPEN, false, Optional.empty(), 3, in(ship("US1FL", 74, 750), Side.A, "ENGAGE CLOSE"),
                in(ship("US2FL", 74, 750), Side.A, "ENGAGE CLOSE"), in(ship("MX1SL", 12, 120), Side.B, ""));
        assertThat(fate(r, "MX1SL")).isIn(Fate.STRUCK, Fate.SUNK);
        assertThat(r.beaten()).contains(Side.B);
    }

    @Test
    @DisplayName("designed: a side ordered to BREAK OFF leaves after a round it lost, beaten but spared the rest of the day")
    void designed_break_off() {
        Result r = fight(Water.OPEN, false, Optional.empty(), 5, in(ship("US1FR", 44, 430), Side.A, "ENGAGE"),
                in(ship("US2FR", 44, 430), Side.A, "ENGAGE"), in(ship("MX1SL", 12, 120), Side.B, "BREAK_OFF"));
        assertThat(r.rounds()).isEqualTo(1);
        assertThat(r.beaten()).contains(Side.B);
    }

    @Test
    @DisplayName("designed: a port's guns fire on enemy warships in its harbour or coastal waters that close in to engage them or run past them, not on ships lying at anchor")
    void designed_shore_guns_reach() {
        Optional<SeaAction.Shore> fort = Optional.of(new SeaAction.Shore(40, 2));
        Result harbour = fight(Water.HARBOUR, false, fort, 1, in(ship("US1SL", 20, 170), Side.B, "ENGAGE"));
        assertThat(harbour.fought()).isTrue();
        assertThat(after(harbour, "US1SL").crew()).isLessThan(170);
        assertThat(fight(Water.HARBOUR, false, fort, 1, in(ship("US1SL", 20, 170), Side.B, "")).fought()).isFalse();
        assertThat(fight(Water.COASTAL, false, fort, 1, in(ship("US1SL", 20, 170), Side.B, "")).fought()).isFalse();
        assertThat(fight(Water.OPEN, false, fort, 1, in(ship("US1SL", 20, 170), Side.B, "ENGAGE")).fought())
                .isFalse();
        Result bombard = fight(Water.COASTAL, false, fort, 1, in(ship("US1SL", 20, 170), Side.B, "ENGAGE"));
        assertThat(bombard.fought()).isTrue();
        assertThat(bombard.shore()).isPresent();
        assertThat(bombard.shore().get().sheltered()).isPositive();
    }

    @Test
    @DisplayName("designed: the works shelter their guns; a level-5 fortress shrugs off what brings a level-1 battery down a level")
    void designed_works_shelter() {
        Entrant[] squadron = {in(ship("US1FR", 44, 430), Side.B, "ENGAGE CLOSE")};
        Result weak = fight(Water.COASTAL, false, Optional.of(new SeaAction.Shore(16, 1)), 2, squadron);
        Result strong = fight(Water.COASTAL, false, Optional.of(new SeaAction.Shore(16, 5)), 2, squadron);
        assertThat(weak.shore().orElseThrow().levelLost()).isTrue();
        assertThat(strong.shore().orElseThrow().levelLost()).isFalse();
        assertThat(strong.shore().orElseThrow().sheltered()).isLessThan(weak.shore().orElseThrow().sheltered());
    }

    @Test
    @DisplayName("PATE-MD combat: a ship that runs past takes one round and is through, neither beaten nor held")
    void pate_combat_run_past() {
        Result r = fight(Water.HARBOUR, false, Optional.of(new SeaAction.Shore(30, 2)), 4,
                in(ship("US1SL", 20, 170), Side.B, "RUN_PAST"));
        assertThat(fate(r, "US1SL")).isIn(Fate.RAN_PAST, Fate.STRUCK, Fate.SUNK);
        assertThat(r.rounds()).isEqualTo(1);
    }

    static Ship after(Result r, String id) {
        return r.ships().stream().filter(o -> o.before().id().equals(ShipId.of(id))).findFirst().orElseThrow()
                .after();
    }

    static int men(Result r, String id) {
        return r.ships().stream().filter(o -> o.before().id().equals(ShipId.of(id))).findFirst().orElseThrow()
                .menLost();
    }
}
