package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.TreeMap;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Recruits;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.state.UnitNumbers;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The new unit's id and quality (docs/rules/sow.md section 8.9, 20.1 item 7): numbers of units that left the game are
 * never issued again; a state's recruits have the quality its scenario gives each arm. The ground of
 * {@link RaisingTest}: NE's Monterrey (level 3) in G2-V2, campaign 1 turn 7 the build turn.
 */
class UnitNumbersTest {
    private static final TurnCalendar BUILD_ON_7 = new TurnCalendar(List.of(),
            List.of(new TurnCalendar.Occasion(1, 7, TurnCalendar.Purpose.BUILD)), 0);

    private static Theatre ground() {
        return Muster.ground().settings(GameSettings.DEFAULT.withCalendar(BUILD_ON_7)).turn(6)
                .city("G2-V2", "Monterrey", "7-7", "NE", 3, 0, false);
    }

    private static GitmState funded(GitmState s) {
        Polity ne = s.state("NE").orElseThrow();
        return s.withState(ne.withTreasury(2_000).withManpower(Manpower.of(4_400)));
    }

    @Test
    @DisplayName("SoW 8.9 (designed) a disbanded unit's number is retired: MX37IN gone, the next infantry raised is MX38IN")
    void sow_8_9_disbandedNumberRetired() {
        Theatre t = ground().unit("MX36IN", "NE", "G0-V0", "7-7", b -> b.men(600))
                .unit("MX37IN", "NE", "G0-V0", "7-7", b -> b.men(600));
        GitmState after = Theatre.next(Muster.deadline(funded(t.state()), "paredes", "DISBAND MX37IN"));
        assertThat(after.unit("MX37IN")).isEmpty();
        assertThat(after.state("NE").orElseThrow().retired().of(UnitType.IN)).isEqualTo(37);
        assertThat(after.turn()).isEqualTo(7);
        TurnOutcome o = Muster.deadline(funded(after), "paredes", "RAISE 2 IN AT Monterrey MEN 1000");
        GitmState next = Theatre.next(o);
        assertThat(next.unit("MX37IN")).isEmpty();
        assertThat(next.unit("MX38IN")).isPresent();
        assertThat(next.unit("MX39IN")).isPresent();
    }

    @Test
    @DisplayName("SoW 8.9 (designed) a unit merged away keeps its number out of use: MX40IN into MX36IN, then MX41IN")
    void sow_8_9_mergedNumberRetired() {
        Theatre t = ground().unit("MX36IN", "NE", "G0-V0", "7-7", b -> b.men(600))
                .unit("MX40IN", "NE", "G0-V0", "7-7", b -> b.men(500));
        GitmState after = Theatre.next(Muster.deadline(funded(t.state()), "paredes", "MERGE MX40IN INTO MX36IN"));
        assertThat(after.unit("MX40IN")).isEmpty();
        TurnOutcome o = Muster.deadline(funded(after), "paredes", "RAISE 1 IN AT Monterrey MEN 1000");
        assertThat(Theatre.next(o).unit("MX41IN")).isPresent();
        assertThat(Theatre.next(o).unit("MX37IN")).isEmpty();
    }

    @Test
    @DisplayName("SoW 8.9 (designed) numbers run by nation: a number New Mexico retired is not issued to NE either")
    void sow_8_9_numbersByNation() {
        GitmState s = funded(ground().unit("MX36IN", "NE", "G0-V0", "7-7", b -> b.men(600)).state()).withTurn(1, 7);
        Polity nm = s.state("NM").orElseThrow();
        s = s.withState(nm.withRetired(UnitNumbers.NONE.with(org.adjutant.gitm.unit.UnitId.of("MX52IN"))));
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 IN AT Monterrey MEN 1000");
        assertThat(Theatre.next(o).unit("MX53IN")).isPresent();
        // a unit formed at the end of the turn is not retired: it is in play
        assertThat(Theatre.next(o).state("NE").orElseThrow().retired().isEmpty()).isTrue();
    }

    @Test
    @DisplayName("SoW 8.9 (designed) recruits: NE's infantry Fair, militia Poor; the new units take them, the cavalry Average")
    void sow_8_9_recruitQuality() {
        GitmState s = funded(ground().state()).withTurn(1, 7);
        Polity ne = s.state("NE").orElseThrow();
        s = s.withState(ne.withRecruits(new Recruits(Quality.FAIR, null, Quality.GOOD, Quality.POOR)));
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 IN AT Monterrey MEN 1000",
                "RAISE 1 MI AT Monterrey MEN 800", "RAISE 1 LC AT Monterrey MEN 600");
        GitmState next = Theatre.next(o);
        assertThat(Muster.events(o, org.adjutant.gitm.event.OrderNotCarriedOut.class)).isEmpty();
        assertThat(next.unit("MX1IN").orElseThrow().quality()).isEqualTo(Quality.FAIR);
        assertThat(next.unit("MX1MI").orElseThrow().quality()).isEqualTo(Quality.POOR);
        assertThat(next.unit("MX1LC").orElseThrow().quality()).isEqualTo(Quality.AVERAGE);
        assertThat(next.state("US").orElseThrow().recruits()).isEqualTo(Recruits.AVERAGE);
    }

    @Test
    @DisplayName("SoW 8.9 (designed) the codec keeps recruits and retired numbers; a position saved before them decodes with the defaults")
    void sow_8_9_codec() {
        GitmState s = ground().state();
        Polity ne = s.state("NE").orElseThrow();
        TreeMap<UnitType, Integer> retired = new TreeMap<>();
        retired.put(UnitType.IN, 37);
        retired.put(UnitType.MI, 4);
        s = s.withState(ne.withRecruits(new Recruits(Quality.FAIR, Quality.FAIR, Quality.GOOD, Quality.POOR))
                .withRetired(new UnitNumbers(retired)));
        String text = GitmStateCodec.encode(s);
        assertThat(text).contains("\"retired\"").contains("\"recruits\"");
        GitmState back = GitmStateCodec.decode(text);
        assertThat(back).isEqualTo(s);
        assertThat(GitmStateCodec.encode(back)).isEqualTo(text);
        Polity old = GitmStateCodec.decode(GitmStateCodec.encode(ground().state())).state("NE").orElseThrow();
        assertThat(old.recruits()).isEqualTo(Recruits.AVERAGE);
        assertThat(old.retired()).isEqualTo(UnitNumbers.NONE);
        assertThat(GitmStateCodec.encode(ground().state())).doesNotContain("retired").doesNotContain("recruits");
    }
}
