package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The city squares of a tactical map: NE's Monterrey at 5-5 of G1-V1, with a fort. */
class CitySquaresTest {
    private static final TacticalSquare CITY = TacticalSquare.of("5-5");
    private static final Location IN_CITY = new Location(StrategicSquare.of(SQ), CITY);

    private static CitySquares cities(PhaseFixture f, boolean besieged) {
        Board board = f.board();
        return new CitySquares(board, besieged ? (c, b) -> true : BesiegedCities.NONE, new Neighbourhood(board));
    }

    @Test
    @DisplayName("GITM 2.6, 8.2 the city on a square, whose side it is on, and who is inside its fort")
    void gitm_2_6_cityAndFort() {
        PhaseFixture f = PhaseFixture.withFort(Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX1IN", "NE", SQ, "5-5", b -> b.inFort(true)).unit("MX2IN", "NM", SQ, "5-5")
                .unit("US1IN", "US", SQ, "6-6"), SQ, "5-5", 5000, false);
        CitySquares cities = cities(f, false);
        assertThat(cities.cityAt(IN_CITY)).hasValueSatisfying(c -> assertThat(c.name()).isEqualTo("Monterrey"));
        assertThat(cities.cityAt(new Location(StrategicSquare.of(SQ), TacticalSquare.of("6-6")))).isEmpty();
        var city = cities.cityAt(IN_CITY).orElseThrow();
        assertThat(cities.friendly(f.unit("MX2IN"), city)).as("NM is NE's ally").isTrue();
        assertThat(cities.friendly(f.unit("US1IN"), city)).isFalse();
        assertThat(cities.inFort(IN_CITY)).extracting(Unit::id).extracting(Object::toString).containsExactly("MX1IN");
    }

    @Test
    @DisplayName("GITM 8.4 a besieged city's square is closed to units not hostile to its side, open to its enemies, and open to all not neutral once a battle is fought there")
    void gitm_8_4_closedCity() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX1IN", "NE", SQ, "5-5").unit("MX2IN", "NE", SQ, "2-2")
                .unit("US1IN", "US", SQ, "8-8").unit("MX9IN", "YUC", SQ, "1-1");
        PhaseFixture f = PhaseFixture.withFort(t, SQ, "5-5", 5000, true);
        CitySquares besieged = cities(f, true);
        assertThat(besieged.closedTo(f.unit("MX2IN"), CITY)).as("a friend outside").isTrue();
        assertThat(besieged.closedTo(f.unit("MX9IN"), CITY)).as("a neutral").isTrue();
        assertThat(besieged.closedTo(f.unit("US1IN"), CITY)).as("an enemy may attack").isFalse();
        assertThat(besieged.closedTo(f.unit("MX1IN"), CITY)).as("its own square").isFalse();
        assertThat(besieged.closedTo(f.unit("MX2IN"), TacticalSquare.of("4-4"))).as("no city there").isFalse();
        assertThat(cities(f, false).closedTo(f.unit("MX2IN"), CITY)).as("not besieged").isFalse();
        f.board().moveTo(f.unit("US1IN").id(), IN_CITY);
        assertThat(besieged.closedTo(f.unit("MX2IN"), CITY)).as("a battle in the city: friends may join").isFalse();
        assertThat(besieged.closedTo(f.unit("MX9IN"), CITY)).as("but not a neutral").isTrue();
    }
}
