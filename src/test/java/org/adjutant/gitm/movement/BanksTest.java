package org.adjutant.gitm.movement;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.sequence.StrategicSoakTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BanksTest {
    @Test
    @DisplayName("GITM 7.9 banks worked out once answer exactly as TacticalMap.sameSide, on every river and range map of the 1846 theatre's Rio Grande")
    void gitm_7_9_banksAgreeWithSameSide() throws Exception {
        var map = StrategicSoakTest.map();
        TacticalMaps maps = new TacticalMaps(map);
        int checked = 0;
        for (String s : new String[] {"J9-V4", "J8-V4", "J7-V3", "K0-V3", "I5-U4", "J2-Y4"}) {
            TacticalMap t = maps.of(StrategicSquare.of(s));
            Banks banks = new Banks(t);
            for (int a = 0; a < 225; a += 7) {
                for (int b = 0; b < 225; b += 3) {
                    TacticalSquare x = new TacticalSquare(a % 15, a / 15);
                    TacticalSquare y = new TacticalSquare(b % 15, b / 15);
                    assertThat(banks.sameSide(x, y)).as("%s %s %s", s, x, y).isEqualTo(t.sameSide(x, y));
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }
}
