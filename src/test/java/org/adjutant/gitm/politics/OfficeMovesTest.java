package org.adjutant.gitm.politics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.economy.Sow1846;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a moderator's OFFICE command may do with the offices of the shipped 1846 scenario, and where the turn reads
 * each office's orders (docs/rules/politics.md section 7).
 */
class OfficeMovesTest {
    private static GitmState opening;

    @BeforeAll
    static void load() throws Exception {
        opening = new Sow1846().opening;
    }

    @Test
    @DisplayName("designed: politics 7 a moderator names the offices of a state in the words the answers use; an"
            + " army-HQ commander's office goes with his unit and is not among them")
    void politics_7_officeNames() {
        assertThat(StateOffices.names()).containsExactlyInAnyOrder("WAR MINISTER", "TREASURY MINISTER",
                "NAVAL MINISTER", "PRIME MINISTER", "MONARCH");
        assertThat(StateOffices.kindNamed("NAVAL MINISTER")).contains("naval");
        assertThat(StateOffices.kindNamed("WAR MINISTER")).contains("minister");
        assertThat(StateOffices.kindNamed("MONARCH")).contains("monarch");
        assertThat(StateOffices.kindNamed("ARMY-HQ COMMANDER")).isEmpty();
        assertThat(StateOffices.kindNamed("CHANCELLOR")).isEmpty();
    }

    @Test
    @DisplayName("designed: politics 7 the War and Treasury Ministers' orders are read from the seats the position"
            + " names, the other offices' from whoever holds them")
    void politics_7_slots() {
        assertThat(OfficeMoves.slot(opening, "minister:US")).contains("marcy");
        assertThat(OfficeMoves.slot(opening, "treasury:US")).contains("marcy");
        assertThat(OfficeMoves.slot(opening, "naval:US")).isEmpty();
        assertThat(OfficeMoves.slot(opening, "monarch:US")).isEmpty();
        assertThat(OfficeMoves.slot(opening, "minister:XX")).isEmpty();
        assertThat(OfficeMoves.slot(opening, "nonsense")).isEmpty();
    }

    @Test
    @DisplayName("designed: politics 7 an office goes to a player of its own state whose block the turn can read as"
            + " its orders; the presidency and offices of another state are refused with the reason")
    void politics_7_problems() {
        assertThat(OfficeMoves.problem(opening, "naval:US", Set.of("minister:US"))).isEmpty();
        assertThat(OfficeMoves.problem(opening, "minister:US", Set.of())).isEmpty();
        assertThat(OfficeMoves.problem(opening, "prime-minister:US", Set.of("monarch:US"))).isEmpty();
        assertThat(OfficeMoves.problem(opening, "naval:MEX", Set.of("minister:US"))).hasValueSatisfying(
                why -> assertThat(why).isEqualTo("that player is the War Minister of US, and a player serves one"
                        + " state"));
        assertThat(OfficeMoves.problem(opening, "minister:XX", Set.of())).hasValueSatisfying(
                why -> assertThat(why).startsWith("there is no state XX in this game; its states are"));
        assertThat(OfficeMoves.problem(opening, "chancellor:US", Set.of())).hasValueSatisfying(
                why -> assertThat(why).startsWith("there is no office chancellor:US"));
        assertThat(OfficeMoves.problem(opening, "treasury:US", Set.of())).hasValueSatisfying(
                why -> assertThat(why).contains("US has no Treasury Minister of its own", "OFFICE WAR MINISTER OF US"));
        Optional<String> president = OfficeMoves.problem(opening, "monarch:MEX", Set.of("minister:MEX"));
        // never between seats: PresidencySeating changes it in the position (PresidencySeatingTest)
        assertThat(president).hasValueSatisfying(why -> assertThat(why).contains("President of Mexico",
                "kept in the position"));
    }

    @Test
    @DisplayName("designed: politics 7 a state with a Treasury Minister of its own: his orders are read from his seat,"
            + " so the War Minister's holder may not take his office too")
    void politics_7_twoSeats() {
        Polity us = opening.state("US").orElseThrow();
        GitmState walker = opening.withState(new Polity(us.id(), us.name(), us.nation(), us.treasury(), us.minister(),
                "walker", us.manpower(), us.recruits(), us.retired(), us.purse()));
        assertThat(OfficeMoves.slot(walker, "treasury:US")).contains("walker");
        assertThat(OfficeMoves.problem(walker, "treasury:US", Set.of())).isEmpty();
        assertThat(OfficeMoves.problem(walker, "treasury:US", Set.of("naval:US"))).isEmpty();
        assertThat(OfficeMoves.problem(walker, "treasury:US", Set.of("minister:US"))).hasValueSatisfying(
                why -> assertThat(why).contains("that player is the War Minister of US, whose orders the turn reads"
                        + " from the seat of", "REPLACE"));
    }
}
