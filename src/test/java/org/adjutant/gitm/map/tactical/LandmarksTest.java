package org.adjutant.gitm.map.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TheatreMapReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Places named as a reader of the 1846 map knows them (docs/reports.md, "Places"), on the shipped map itself. */
class LandmarksTest {
    private static Landmarks landmarks;

    @BeforeAll
    static void theatre() throws Exception {
        StrategicMap map = TheatreMapReader.read(Path.of(System.getProperty("adjutant.home", "."))
                .resolve(TheatreMapReader.DEFAULT_FILE));
        landmarks = new Landmarks(new TacticalMaps(map));
    }

    private static String at(String square, String tactical) {
        return landmarks.at(StrategicSquare.of(square), TacticalSquare.of(tactical));
    }

    @Test
    @DisplayName("battle reports: a place on a city's own square is that city, the grid kept in brackets")
    void onTheCity() {
        assertThat(at("J8-V4", "14-13")).isEqualTo("at Matamoros [J8-V4 14-13]");
        assertThat(at("I7-V5", "12-12")).isEqualTo("at Monterrey [I7-V5 12-12]");
    }

    @Test
    @DisplayName("battle reports: within ten miles of a city, near it with the miles and the direction from it")
    void nearTheCity() {
        // Fort Brown stands at J9-V4 0-10; two squares east and two north is about 3 miles north-east of it.
        assertThat(at("J9-V4", "2-8")).isEqualTo("near Fort Brown (3 mi NE) [J9-V4 2-8]");
        assertThat(at("I7-V5", "9-9")).isEqualTo("near Monterrey (4 mi NW) [I7-V5 9-9]");
        assertThat(at("J8-V4", "5-12")).as("9 miles west of the town")
                .isEqualTo("near Matamoros (9 mi W) [J8-V4 5-12]");
    }

    @Test
    @DisplayName("battle reports: on a named river away from towns, the river and the nearest city with the miles")
    void onTheRiver() {
        assertThat(at("J6-V4", "8-0")).isEqualTo("on the Rio Grande, 11 mi E of Reynosa [J6-V4 8-0]");
        assertThat(at("J7-V4", "7-7")).as("the middle of the square is off the river")
                .isEqualTo("23 mi W of Matamoros [J7-V4 7-7]");
    }

    @Test
    @DisplayName("battle reports: with no city within five squares the grid alone is told")
    void nothingNear() {
        assertThat(at("A0-P0", "7-7")).isEqualTo(PlaceNames.GRID.at(StrategicSquare.of("A0-P0"),
                TacticalSquare.of("7-7"))).isEqualTo("at 7-7 in A0-P0");
    }

    @Test
    @DisplayName("battle reports: a strategic square is named by its city, or its bearing from the nearest")
    void squares() {
        assertThat(landmarks.in(StrategicSquare.of("J8-V4"))).isEqualTo("around Matamoros [J8-V4]");
        assertThat(landmarks.in(StrategicSquare.of("J9-V3"))).isEqualTo("12 mi NW of Point Isabel [J9-V3]");
        assertThat(landmarks.square(StrategicSquare.of("I7-V5"))).isEqualTo("Monterrey [I7-V5]");
        assertThat(landmarks.square(StrategicSquare.of("J9-V3"))).isEqualTo("J9-V3");
    }

    @Test
    @DisplayName("battle reports: an eight-point compass, rows growing southward")
    void compass() {
        assertThat(Landmarks.bearing(3, 0)).isEqualTo("E");
        assertThat(Landmarks.bearing(2, -2)).isEqualTo("NE");
        assertThat(Landmarks.bearing(0, -5)).isEqualTo("N");
        assertThat(Landmarks.bearing(-4, 4)).isEqualTo("SW");
        assertThat(Landmarks.bearing(1, 6)).isEqualTo("S");
        assertThat(Landmarks.bearing(-6, -1)).isEqualTo("W");
    }

    @Test
    @DisplayName("battle reports: a field fought offline is named after its battle")
    void battleField() {
        Landmarks field = landmarks.alsoNaming("Palo Alto", StrategicSquare.of("K0-V3"), TacticalSquare.of("3-3"));
        assertThat(field.at(StrategicSquare.of("K0-V3"), TacticalSquare.of("3-3")))
                .isEqualTo("at Palo Alto [K0-V3 3-3]");
        assertThat(field.at(StrategicSquare.of("K0-V3"), TacticalSquare.of("3-1")))
                .isEqualTo("near Palo Alto (2 mi N) [K0-V3 3-1]");
        assertThat(landmarks.at(StrategicSquare.of("K0-V3"), TacticalSquare.of("3-3"))).as("the map is unchanged")
                .doesNotContain("Palo Alto");
    }
}
