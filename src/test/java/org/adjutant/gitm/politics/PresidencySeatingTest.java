package org.adjutant.gitm.politics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.economy.Sow1846;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.ruleset.PositionOffice;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A moderator seats the President of Mexico or leaves the office vacant, on the shipped 1846 scenario (AMWOL 1.2;
 * docs/rules/politics.md section 4, docs/moderators.md "OFFICE").
 */
class PresidencySeatingTest {
    private static GitmState opening;
    private static String jalisco;
    private static Map<String, Set<String>> seats;

    @BeforeAll
    static void load() throws Exception {
        opening = new Sow1846().opening;
        jalisco = opening.state("JAL").orElseThrow().minister();
        seats = Map.of("paredes", Set.of("minister:MEX", "monarch:MEX"), jalisco, Set.of("minister:JAL"),
                opening.state("YUC").orElseThrow().minister(), Set.of("minister:YUC"),
                "polk", Set.of("monarch:US"));
    }

    private static PositionOffice seat(GitmState s, String role) {
        return PresidencySeating.seat(s, "monarch:MEX", seats, Optional.ofNullable(role)).orElseThrow();
    }

    @Test
    @DisplayName("AMWOL 1.2 a moderator seats the leader of a regular Mexican state as President, as if elected: the"
            + " presidency leaves the scenario's holder and the standing ballots are spent")
    void amwol_1_2_moderatorSeatsALeader() {
        assertThat(opening.politics().presidency().tenure()).isEqualTo(Presidency.Tenure.SEATED);
        GitmState balloted = opening.withPolitics(opening.politics().withPresidency(
                opening.politics().presidency().withBallot("NE", Presidency.REMOVE)));
        PositionOffice change = seat(balloted, jalisco);
        GitmState after = (GitmState) change.next();
        Presidency p = after.politics().presidency();
        assertThat(p.tenure()).isEqualTo(Presidency.Tenure.ELECTED);
        assertThat(p.elected()).isEqualTo("JAL");
        assertThat(p.ballots()).isEmpty();
        assertThat(change.before()).containsExactly("paredes");
        assertThat(change.after()).containsExactly(jalisco);
        assertThat(change.holder()).startsWith("the leader of Jalisco");
        assertThat(change.concerned()).contains("MEX", "JAL", "NE", "SON").doesNotContain("US", "YUC");
        // the arrival check and the reports read him as President from now on; Paredes keeps the capital's ministry
        assertThat(Presidents.effective(after, seats.get(jalisco))).contains("monarch:MEX", "minister:JAL");
        assertThat(Presidents.effective(after, seats.get("paredes"))).containsExactly("minister:MEX");
        // the position given is untouched (the change is a new position, as a turn's is)
        assertThat(balloted.politics().presidency().tenure()).isEqualTo(Presidency.Tenure.SEATED);
    }

    @Test
    @DisplayName("AMWOL 1.2 a moderator leaves the presidency vacant, then seats the scenario's holder again")
    void amwol_1_2_moderatorVacatesAndReseats() {
        PositionOffice vacated = seat(opening, null);
        GitmState empty = (GitmState) vacated.next();
        assertThat(empty.politics().presidency().isVacant()).isTrue();
        assertThat(vacated.before()).containsExactly("paredes");
        assertThat(vacated.after()).isEmpty();
        assertThat(vacated.holder()).isEqualTo("nobody");
        PositionOffice back = seat(empty, "paredes");
        assertThat(((GitmState) back.next()).politics().presidency().tenure()).isEqualTo(Presidency.Tenure.SEATED);
        assertThat(back.before()).isEmpty();
        assertThat(back.after()).containsExactly("paredes");
    }

    @Test
    @DisplayName("AMWOL 1.2 refused with the reason: the leader of no regular state (Yucatan, the United States), the"
            + " holder already in office, an office vacant already; other offices are not the presidency's to change")
    void amwol_1_2_refusals() {
        assertThatThrownBy(() -> seat(opening, opening.state("YUC").orElseThrow().minister()))
                .hasMessageContaining("leads no regular Mexican state").hasMessageContaining("CHI, JAL, NE, NM, OAX"
                        + " and SON").hasMessageContaining("OFFICE WAR MINISTER OF <state> TO <player>");
        assertThatThrownBy(() -> seat(opening, "polk")).hasMessageContaining("leads no regular Mexican state");
        assertThatThrownBy(() -> seat(opening, "paredes")).hasMessageContaining("already is the President of"
                + " Mexico");
        GitmState empty = (GitmState) seat(opening, null).next();
        assertThatThrownBy(() -> seat(empty, null)).hasMessageContaining("the President of Mexico's office is vacant"
                + " until the leaders of CHI, JAL, NE, NM and OAX elect").hasMessageContaining("it is vacant already");
        GitmState jal = (GitmState) seat(opening, jalisco).next();
        assertThatThrownBy(() -> seat(jal, jalisco)).hasMessageContaining("already is the President of Mexico");
        assertThat(PresidencySeating.seat(opening, "monarch:US", seats, Optional.of("paredes"))).isEmpty();
        assertThat(PresidencySeating.seat(opening, "minister:MEX", seats, Optional.empty())).isEmpty();
    }
}
