package org.adjutant.gitm.economy;

import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.Test;

class ScratchFiguresTest {
    @Test
    void figures() throws Exception {
        Sow1846 b = new Sow1846();
        GitmState s = b.opening;
        var out = Outlook.of(Board.of(s, b.map));
        for (var p : s.states().values()) {
            int units = 0, men = 0, active = 0, activeUnits = 0;
            for (Unit u : s.units()) {
                if (u.state().equals(p.id())) {
                    units++; men += u.men();
                    if (u.readiness() == Readiness.ACTIVE) { active += u.men(); activeUnits++; }
                }
            }
            int ports = Income.ports(s).stream().filter(x -> x.state().equals(p.id())).mapToInt(PortIncome::amount).sum();
            System.out.printf("%-4s treasury %5d income %5d (ports %4d) upkeep %4d units %3d (%3d active) men %6d active %6d manpower %s%n",
                    p.id(), p.treasury(), out.get(p.id()).income(), ports, out.get(p.id()).upkeep(), units, activeUnits, men, active, p.manpower());
        }
    }
}
