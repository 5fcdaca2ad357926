package org.adjutant.gitm.map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TheatreMapReaderTest {

    private static TheatreMap read(String text) throws IOException {
        return TheatreMapReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test.map");
    }

    @Test
    @DisplayName("the committed map file reads and writes back byte for byte")
    void roundTrip() throws IOException {
        String text = Files.readString(TheatreMapReader.DEFAULT_FILE);
        TheatreMap map = read(text);
        List<String> header = text.lines().takeWhile(l -> l.startsWith("# ")).map(l -> l.substring(2)).toList();
        assertThat(TheatreMapWriter.write(map, header)).isEqualTo(text);
    }

    @Test
    @DisplayName("a small map written by hand: terrain, owners, a river and a city")
    void smallMap() throws IOException {
        TheatreMap.Builder b = TheatreMap.builder("tiny")
                .state(new MapState("US", 'U', Nation.US, "United States"))
                .state(new MapState("MEX", 'M', Nation.MX, "Mexico"));
        for (int r = 0; r < StrategicSquare.ROWS; r++) {
            for (int c = 0; c < StrategicSquare.COLUMNS; c++) {
                b.square(new StrategicSquare(c, r), c < 70 ? Terrain.OPEN : Terrain.HILL, r < 50 ? "US" : "MEX");
            }
        }
        b.outside(StrategicSquare.of("N9-Z9"));
        b.river(StrategicSquare.of("J2-Y4"), new Crossing(Direction.N, 3), "Test River");
        b.river(StrategicSquare.of("J2-Y3"), new Crossing(Direction.S, 3), "Test River");
        b.city(new City("Querétaro", StrategicSquare.of("J2-Y4"), new TacticalSquare(3, 4), "MEX", 2, 40, 1, 500,
                false));
        String text = TheatreMapWriter.write(b.build(), List.of("test"));
        TheatreMap back = read(text);
        assertThat(back.terrain(StrategicSquare.of("A0-P0"))).isEqualTo(Terrain.OPEN);
        assertThat(back.terrain(StrategicSquare.of("N8-Z9"))).isEqualTo(Terrain.HILL);
        assertThat(back.isOutside(StrategicSquare.of("N9-Z9"))).isTrue();
        assertThat(back.square(StrategicSquare.of("J2-Y4")).orElseThrow().riverNames()).containsExactly("Test River");
        assertThat(back.city("queretaro")).isPresent();
        assertThat(back.squares().count()).isEqualTo(140 * 110 - 1);
        assertThat(TheatreMapWriter.write(back, List.of("test"))).isEqualTo(text);
    }

    @Test
    @DisplayName("a broken line is reported with the source name and line number")
    void errorsNameTheLine() throws IOException {
        String text = Files.readString(TheatreMapReader.DEFAULT_FILE);
        String broken = text.replaceFirst("\\nMexico City\\|J2-Y4\\|", "\nMexico City|J2-Y4|99-99|");
        assertThatThrownBy(() -> read(broken)).isInstanceOf(IOException.class).hasMessageContaining("test.map line ");
        assertThatThrownBy(() -> read("map x\n[terrain]\nP0 ooo\n")).isInstanceOf(IOException.class)
                .hasMessageContaining("line 3").hasMessageContaining("140");
    }
}
