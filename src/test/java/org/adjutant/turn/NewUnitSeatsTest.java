package org.adjutant.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.PlayerRow;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class NewUnitSeatsTest {
    private static final PlayerRow MARCY = player(1, "marcy", false);
    private static final PlayerRow TAYLOR = player(2, "taylor", false);
    private static final PlayerRow OLD_WORTH = player(3, "worth", true);
    private static final PlayerRow WORTH = player(4, "worth", false);
    private static final List<PlayerRow> PLAYERS = List.of(MARCY, TAYLOR, OLD_WORTH, WORTH);

    private static PlayerRow player(long id, String role, boolean retired) {
        return new PlayerRow(id, "g", role, role + "@example.org", role, Set.of(), false, "h", "", retired, 0);
    }

    @Test
    @DisplayName("GITM 3.4 a unit raised during the game is commanded by the player of the slot its build order named, its deputy likewise")
    void gitm_3_4_newUnitGetsTheNamedSlots() {
        List<NewUnitSeats.Seat> seats = NewUnitSeats.of(Set.of("US7IN"),
                List.of(new UnitInfo("US7IN", "US", "7th", "taylor", ""),
                        new UnitInfo("US12IN", "US", "12th", "taylor", "marcy")),
                Set.of("US7IN"), PLAYERS);
        assertThat(seats).singleElement().satisfies(s -> {
            assertThat(s.unitId()).isEqualTo("US12IN");
            assertThat(s.commanderId()).isEqualTo(TAYLOR.id());
            assertThat(s.deputyId()).isEqualTo(MARCY.id());
            assertThat(s.detail()).isEqualTo("new unit: commander role taylor, deputy role marcy");
        });
    }

    @Test
    @DisplayName("GITM 3.4 a retired player's slot passes to the player seated after him; a slot with nobody leaves the place empty")
    void gitm_3_4_retiredAndEmptySlots() {
        List<NewUnitSeats.Seat> seats = NewUnitSeats.of(Set.of(),
                List.of(new UnitInfo("US12IN", "US", "12th", "worth", "scott")), Set.of(), PLAYERS);
        assertThat(seats).singleElement().satisfies(s -> {
            assertThat(s.commanderId()).isEqualTo(WORTH.id());
            assertThat(s.deputyId()).isZero();
        });
        assertThat(NewUnitSeats.of(Set.of(), List.of(new UnitInfo("US13IN", "US", "13th", "scott", "")), Set.of(),
                PLAYERS)).as("nobody to seat: no assignment, the moderator sees it").isEmpty();
    }

    @Test
    @DisplayName("GITM 3.4 the units the turn began with keep their commanders; a new unit whose id an earlier unit left behind gets its own slots, or none")
    void gitm_3_4_existingAssignmentsKept() {
        List<UnitInfo> after = List.of(new UnitInfo("US7IN", "US", "7th", "taylor", ""),
                new UnitInfo("US12IN", "US", "12th", "taylor", ""));
        assertThat(NewUnitSeats.of(Set.of("US7IN", "US12IN"), after, Set.of("US7IN", "US12IN"), PLAYERS)).isEmpty();
        assertThat(NewUnitSeats.of(Set.of("US7IN"), after, Set.of("US7IN", "US12IN"), PLAYERS)).singleElement()
                .satisfies(s -> assertThat(s.commanderId()).isEqualTo(TAYLOR.id()));
        assertThat(NewUnitSeats.of(Set.of(), List.of(new UnitInfo("US13IN", "US", "13th", "scott", "")),
                Set.of("US13IN"), PLAYERS)).singleElement().satisfies(s -> {
                    assertThat(s.commanderId()).isZero();
                    assertThat(s.deputyId()).isZero();
                });
    }
}
