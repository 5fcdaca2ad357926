package org.adjutant.gitm.movement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 7.18 chains of contact, as the NWOL page on chains defines them (the AMWOL page is not available). State NE
 * stands for the unit's side, NM for an ally, US for the enemy and YUC for a neutral.
 */
class ChainOfContactTest {
    private static boolean chain(Theatre t, Blockades blockades, String unit, String city, boolean ports) {
        GitmState s = t.state();
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        ChainOfContact chains = new ChainOfContact(board, LineOfContact.of(board), blockades);
        return chains.toCity(board.unit(UnitId.of(unit)), s.city(city, board.map()).orElseThrow(), ports);
    }

    private static boolean chain(Theatre t, String unit, String city) {
        return chain(t, Blockades.NONE, unit, city, false);
    }

    // ---------------------------------------------------------------- the Naples example, on a map of our own

    /**
     * The page's example laid out on an inline map: a mainland from G0-T0 to H4-W2 and an island from G0-W8 to
     * G6-X6, with water between. The unit's side (Naples on the page) is NE; France is the US.
     */
    private static Theatre naples() {
        return Theatre.openGround("G0-T0", "H4-W2").block("G0-W8", "G6-X6", org.adjutant.gitm.map.Terrain.OPEN)
                .city("G2-T0", "Aquila", "7-7", "NE").city("G2-T8", "Gaeta", "7-7", "NE")
                .city("G4-U6", "Napoli", "7-7", "NE").port("H2-U0", "Bari", "7-7", "NE")
                .city("H1-U3", "Taranto", "7-7", "NE").city("H0-V4", "Cosenza", "7-7", "US")
                .port("H0-W2", "Reggio", "7-7", "NE").port("G0-X0", "Palermo", "7-7", "NE")
                .port("G4-X4", "Siracusa", "7-7", "NE")
                .unit("MX1IN", "NE", "H1-U3", "7-7").unit("MX1CQ", "NE", "H0-U2", "7-7");
    }

    private static final Blockades REGGIO_BLOCKADED = port -> port.name().equals("Reggio");

    @Test
    @DisplayName("GITM 7.18 chains (Naples example): to the city it stands in; to Bari by its corps HQ 1 square off and 2 from Bari; on to Aquila, Gaeta and Napoli")
    void gitm_7_18_naplesByLand() {
        for (String city : new String[] {"Taranto", "Bari", "Napoli", "Gaeta", "Aquila"}) {
            assertThat(chain(naples(), REGGIO_BLOCKADED, "MX1IN", city, false)).as(city).isTrue();
        }
    }

    @Test
    @DisplayName("GITM 7.18 chains (Naples example): Palermo and Siracusa only through the unblockaded ports, when port links count")
    void gitm_7_18_naplesByPort() {
        for (String city : new String[] {"Palermo", "Siracusa"}) {
            assertThat(chain(naples(), REGGIO_BLOCKADED, "MX1IN", city, false)).as(city + " by land").isFalse();
            assertThat(chain(naples(), REGGIO_BLOCKADED, "MX1IN", city, true)).as(city + " by sea").isTrue();
        }
    }

    @Test
    @DisplayName("GITM 7.18 chains (Naples example): never to a city the enemy controls, nor to blockaded Reggio beyond it")
    void gitm_7_18_naplesRefused() {
        assertThat(chain(naples(), REGGIO_BLOCKADED, "MX1IN", "Cosenza", true)).isFalse();
        assertThat(chain(naples(), REGGIO_BLOCKADED, "MX1IN", "Reggio", true)).isFalse();
        assertThat(chain(naples(), Blockades.NONE, "MX1IN", "Reggio", true)).as("once the blockade lifts").isTrue();
        assertThat(chain(naples(), Blockades.NONE, "MX1IN", "Reggio", false)).as("ports count only when asked")
                .isFalse();
    }

    @Test
    @DisplayName("GITM 7.18 chains: with its corps HQ gone the unit outside a city has no chain; an HQ is its own HQ")
    void gitm_7_18_corpsHqNeeded() {
        Theatre t = Theatre.openGround("G0-T0", "H4-W2").city("G2-T0", "Aquila", "7-7", "NE")
                .city("H1-U3", "Taranto", "7-7", "NE").unit("MX1IN", "NE", "H1-U4", "7-7")
                .unit("MX1CQ", "NE", "H0-U2", "7-7");
        assertThat(chain(t, "MX1IN", "Taranto")).isTrue();
        assertThat(chain(t, "MX1CQ", "Taranto")).isTrue();
        Theatre alone = Theatre.openGround("G0-T0", "H4-W2").city("H1-U3", "Taranto", "7-7", "NE")
                .unit("MX1IN", "NE", "H1-U4", "7-7");
        assertThat(chain(alone, "MX1IN", "Taranto")).as("one square from the city, but no HQ").isFalse();
    }

    // ---------------------------------------------------------------- lengths

    /**
     * Open ground A0-S0 to D9-S4: the unit at A0-S2, its corps HQ {@code corps} squares east, a first city {@code
     * toCity} squares east of the HQ, the target city {@code link} squares east of the first.
     */
    private static Theatre line(int corps, int toCity, int link, String middleState) {
        int cq = corps;
        int first = cq + toCity;
        int target = first + link;
        return Theatre.openGround("A0-S0", "E9-S4")
                .city(square(first), "Uno", "7-7", middleState).city(square(target), "Dos", "7-7", "NE")
                .unit("MX1IN", "NE", "A0-S2", "7-7").unit("MX1CQ", "NE", square(cq), "7-7");
    }

    private static String square(int col) {
        return new StrategicSquare(col, 32).toString();
    }

    @Test
    @DisplayName("GITM 7.18 chains: unit to corps HQ at most 2, corps HQ to city at most 8, city to city at most 10")
    void gitm_7_18_lengthLimits() {
        assertThat(chain(line(2, 8, 10, "NE"), "MX1IN", "Dos")).isTrue();
        assertThat(chain(line(3, 8, 10, "NE"), "MX1IN", "Dos")).as("corps HQ 3 away").isFalse();
        assertThat(chain(line(2, 9, 10, "NE"), "MX1IN", "Dos")).as("city 9 from the HQ").isFalse();
        assertThat(chain(line(2, 8, 11, "NE"), "MX1IN", "Dos")).as("cities 11 apart").isFalse();
    }

    @Test
    @DisplayName("GITM 7.18 chains run through cities of the unit's side or an ally, never through an enemy's or a neutral's")
    void gitm_7_18_alliedCities() {
        assertThat(chain(line(2, 8, 10, "NM"), "MX1IN", "Dos")).as("an ally's city").isTrue();
        assertThat(chain(line(2, 8, 10, "US"), "MX1IN", "Dos")).as("an enemy's city").isFalse();
        assertThat(chain(line(2, 8, 10, "YUC"), "MX1IN", "Dos")).as("a neutral's city").isFalse();
    }

    @Test
    @DisplayName("GITM 7.18 chains are lines of contact: an enemy standing across the only road between two cities breaks the chain")
    void gitm_7_18_linksAreLinesOfContact() {
        Theatre t = Theatre.openGround("A0-S2", "E9-S2").city(square(10), "Uno", "7-7", "NE")
                .city(square(20), "Dos", "7-7", "NE").unit("MX1IN", "NE", "A0-S2", "7-7")
                .unit("MX1CQ", "NE", square(2), "7-7");
        assertThat(chain(t, "MX1IN", "Dos")).isTrue();
        assertThat(chain(t.unit("US1IN", "US", square(15), "7-7"), "MX1IN", "Dos")).isFalse();
    }

    @Test
    @DisplayName("GITM 7.18 chains to a place: a corps HQ being placed links straight to cities within 8; any other unit needs a corps HQ within 2 of the place")
    void gitm_7_18_toPlace() {
        Theatre t = line(2, 8, 10, "NE");
        GitmState s = t.state();
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        ChainOfContact chains = new ChainOfContact(board, LineOfContact.of(board), Blockades.NONE);
        TacticalSquare centre = TacticalSquare.of("7-7");
        var infantry = board.unit(UnitId.of("MX1IN"));
        var corps = board.unit(UnitId.of("MX1CQ"));
        assertThat(chains.toPlace(corps, StrategicSquare.of(square(25)), centre, false)).as("5 from Dos").isTrue();
        assertThat(chains.toPlace(corps, StrategicSquare.of(square(29)), centre, false)).as("9 from Dos").isFalse();
        assertThat(chains.toPlace(infantry, StrategicSquare.of(square(20)), centre, false)).as("into Dos").isTrue();
        assertThat(chains.toPlace(infantry, StrategicSquare.of(square(4)), centre, false))
                .as("2 from the corps HQ").isTrue();
        assertThat(chains.toPlace(infantry, StrategicSquare.of(square(21)), centre, false))
                .as("next to Dos, but no HQ near").isFalse();
        assertThat(chains.toPlace(infantry, StrategicSquare.of("A0-S2"), TacticalSquare.of("3-3"), false))
                .as("within its own square").isTrue();
    }
}
