package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.combat.Field;
import org.adjutant.gitm.combat.Shattering;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.SeededDice;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The coastal fallback of a shattered unit (GITM 12.2; docs/rules/gitm-9-combat.md, section 19.3 step 4) on the 1846
 * map: a US brigade ashore near Veracruz, far from any US city, shatters. The coastal waters of Veracruz reach the
 * landing squares K2-Y2, K2-Y3, K2-Y4, K3-Y4, K3-Y5, K4-Y5 (the city, held by Mexico), K4-Y6, K4-Y7 and K5-Y7.
 */
class CoastalFallbackTest {
    private static final UnitId BRIGADE = UnitId.of("US80IN");

    /** The opening position with US80IN (2,000 men) at {@code square}, US1TR where the scenario puts it. */
    private static GitmState ashore(String square) {
        return Gulf.turnOne().withUnit(Gulf.unit("US80IN", "US", square, "7-7", b -> b.men(2000)));
    }

    private static GitmState transportsOffVeracruz(GitmState s) {
        return Gulf.groupAt(s, "US1TR", new Station.Coastal("Veracruz"));
    }

    /** Shatters the brigade in a tactical phase, as a failed morale check at fatigue 16 would; the events after. */
    private static Outcome shatter(GitmState s) {
        Board board = Board.of(s, Gulf.MAP);
        TurnContext turn = new TurnContext(board, Map.of(), Map.of(), new DiceStreams(SeededDice.forTurn(7, 1)),
                TurnPlugins.standard());
        Field field = new Field(turn, Phase.TACTICAL_1);
        boolean survived = Shattering.shatter(field, BRIGADE, ShatterCause.EXHAUSTED);
        return new Outcome(survived, board, field.events());
    }

    private record Outcome(boolean survived, Board board, List<GitmEvent> events) {
        String square() {
            return board.unit(BRIGADE).location().strategic().toString();
        }

        Shattered shattered() {
            return events.stream().filter(Shattered.class::isInstance).map(Shattered.class::cast).findFirst()
                    .orElseThrow();
        }
    }

    @Test
    @DisplayName("GITM 12.2: with no US city within reach, a brigade that shatters three squares inland of Veracruz,"
            + " with US1TR in the coastal waters of Veracruz, falls back to the nearest landing square (K2-Y2, the"
            + " northmost of the three at 3) and reforms there; only its commander's account names the transports")
    void gitm_12_2_falls_back_to_the_coast() {
        Outcome o = shatter(transportsOffVeracruz(ashore("J9-Y4")));
        assertThat(o.survived()).isTrue();
        assertThat(o.square()).isEqualTo("K2-Y2");
        assertThat(o.board().unit(BRIGADE).readiness()).isEqualTo(Readiness.SHATTERED);
        assertThat(o.board().unit(BRIGADE).reformTurns()).isBetween(2, 3);
        Shattered e = o.shattered();
        assertThat(e.to()).isEqualTo(StrategicSquare.of("K2-Y2"));
        assertThat(e.coast()).contains(new Shattered.Coast("US1TR", "Veracruz"));
        assertThat(e.describe()).contains("fell back from J9-Y4 to the coast at K2-Y2", "US1TR",
                "coastal waters of Veracruz");
        assertThat(o.events()).noneMatch(UnitDestroyed.class::isInstance);
    }

    @Test
    @DisplayName("GITM 12.2: with the transports in New Orleans harbour and no other friendly group off any coast,"
            + " the shattered brigade has no refuge and is destroyed")
    void gitm_12_2_no_transport_destroyed() {
        Outcome o = shatter(ashore("J9-Y4"));
        assertThat(o.survived()).isFalse();
        assertThat(o.board().has(BRIGADE)).isFalse();
        assertThat(o.events()).filteredOn(UnitDestroyed.class::isInstance).singleElement()
                .satisfies(d -> assertThat(((UnitDestroyed) d).cause()).isEqualTo(DestroyCause.NO_REFUGE));
        assertThat(o.events()).noneMatch(Shattered.class::isInstance);
    }

    @Test
    @DisplayName("GITM 12.2: an enemy transport group in the coastal waters of Veracruz is no refuge: destroyed")
    void gitm_12_2_enemy_transport_does_not_count() {
        GitmState s = ashore("J9-Y4");
        Ship us = s.navy().ship("US1TR").orElseThrow();
        Ship mexican = new Ship(ShipId.of("MX1TR"), "Mexican transports", "MEX", us.guns(), us.crew(), us.marines(),
                us.hull(), us.rigging(), us.stores(), us.capacity(), 0, new Station.Coastal("Veracruz"), "Veracruz");
        s = s.withNavy(s.navy().with(mexican));
        Outcome o = shatter(s);
        assertThat(o.survived()).isFalse();
        assertThat(o.board().has(BRIGADE)).isFalse();
    }

    @Test
    @DisplayName("GITM 12.2: a transport group in Veracruz harbour, not its coastal waters, is no refuge, even with"
            + " the city's garrison gone from its square (K4-Y5, 5 away): destroyed")
    void gitm_12_2_harbour_is_not_the_coastal_waters() {
        GitmState s = ashore("J9-Y4");
        s = s.withoutUnits(s.units().stream().filter(u -> u.location() != null
                && u.location().strategic().equals(StrategicSquare.of("K4-Y5"))).map(u -> u.id()).toList());
        Outcome o = shatter(Gulf.groupAt(s, "US1TR", new Station.Harbor("Veracruz")));
        assertThat(o.survived()).isFalse();
    }

    @Test
    @DisplayName("GITM 12.2: the coast must be 3 to 8 squares away: at J4-Y4 the nearest landing squares are 8 away"
            + " and the brigade falls back to K2-Y2; at J3-Y4 they are 9 away and it is destroyed")
    void gitm_12_2_window_upper_bound() {
        Outcome eight = shatter(transportsOffVeracruz(ashore("J4-Y4")));
        assertThat(eight.survived()).isTrue();
        assertThat(eight.square()).isEqualTo("K2-Y2");
        Outcome nine = shatter(transportsOffVeracruz(ashore("J3-Y4")));
        assertThat(nine.survived()).isFalse();
    }

    @Test
    @DisplayName("GITM 12.2: landing squares nearer than 3 do not count: from K2-Y3 the brigade passes K2-Y2, K2-Y4,"
            + " K3-Y4 (1 away) and K3-Y5 (2) and falls back to K4-Y6, 3 away")
    void gitm_12_2_window_lower_bound() {
        Outcome o = shatter(transportsOffVeracruz(ashore("K2-Y3")));
        assertThat(o.survived()).isTrue();
        assertThat(o.square()).isEqualTo("K4-Y6");
    }
}
