package org.adjutant.gitm.order;

import static org.adjutant.gitm.order.Theatre.sq;
import static org.adjutant.gitm.order.Theatre.tac;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every order prints one canonical line, and reading that line gives the same order back. */
class NormalFormTest {

    static Stream<UnitOrder> unitOrders() {
        return Stream.of(
                new UnitOrder.Path(List.of(PathBox.BLANK, new PathBox.Step(sq("G4-V6")), PathBox.BLANK,
                        new PathBox.Step(sq("G5-V7")))),
                new UnitOrder.Path(List.of(new PathBox.Step(sq("A0-P0")), new PathBox.Step(sq("N9-Z9")))),
                new UnitOrder.Board("US1TR"),
                new UnitOrder.Land(org.adjutant.gitm.map.StrategicSquare.of("K4-Y6"),
                        java.util.Optional.of(org.adjutant.gitm.map.TacticalSquare.of("3-7"))),
                new UnitOrder.SailToPort("New York"),
                new UnitOrder.Pursue(),
                new UnitOrder.MarchTo(MarchTarget.BATTLE),
                new UnitOrder.MarchTo(MarchTarget.ALLIES),
                new UnitOrder.MarchTo(MarchTarget.ENEMIES),
                new UnitOrder.Entry(tac("0-14")),
                new UnitOrder.Halt(HaltTrigger.DETECTION),
                new UnitOrder.Halt(HaltTrigger.ENEMY_ENTRY),
                new UnitOrder.Halt(HaltTrigger.FORCED_MARCH),
                new UnitOrder.TacticalMove(new TacticalDestination.Square(tac("5-9")), Optional.of(tac("3-4")), 2),
                new UnitOrder.TacticalMove(new TacticalDestination.NearestFord(), Optional.empty(), 1),
                new UnitOrder.TacticalMove(new TacticalDestination.NearestPass(), Optional.of(tac("14-0")), 5),
                new UnitOrder.DoNotEnterFort(),
                new UnitOrder.Engage(new PhaseRange(2, 4)),
                new UnitOrder.TakeLine(BattleLine.FIRST),
                new UnitOrder.TakeLine(BattleLine.SECOND),
                new UnitOrder.TakeLine(BattleLine.REAR),
                new UnitOrder.Support(tac("10-5"), 2, PhaseRange.ALL),
                new UnitOrder.Intercept(tac("7-7"), 0, new PhaseRange(3, 3)),
                new UnitOrder.Offensive(OffensiveAttitude.ASSAULT),
                new UnitOrder.Offensive(OffensiveAttitude.ATTACK),
                new UnitOrder.Offensive(OffensiveAttitude.SKIRMISH),
                new UnitOrder.Offensive(OffensiveAttitude.EVADE),
                new UnitOrder.Defensive(DefensiveAttitude.LAST_DITCH),
                new UnitOrder.Defensive(DefensiveAttitude.DEFEND),
                new UnitOrder.Defensive(DefensiveAttitude.SKIRMISH),
                new UnitOrder.Defensive(DefensiveAttitude.EVADE),
                new UnitOrder.SupplyLevel(12),
                new UnitOrder.SupplySource("MX1CQ"),
                new UnitOrder.SupplySource("San Luis Potosi"),
                new UnitOrder.NoSupplyDraw(),
                new UnitOrder.Inactivate(),
                new UnitOrder.Activate(),
                new UnitOrder.MergeInto("MX2IN"),
                new UnitOrder.TransferTo(0, 1, "MX2IN"),
                new UnitOrder.Deploy(Optional.of(sq("G4-V6")), Optional.of(tac("5-4"))),
                new UnitOrder.Deploy(Optional.of(sq("G4-V6")), Optional.empty()),
                new UnitOrder.Deploy(Optional.empty(), Optional.of(tac("5-4"))),
                new UnitOrder.DeployToPort("Baltimore"));
    }

    static Stream<OfficeOrder> officeOrders() {
        return Stream.of(
                new OfficeOrder.InactivateUnit("MX3LI"),
                new OfficeOrder.ActivateUnit("MX3LI"),
                new OfficeOrder.Merge("US1IN", "US2IN"),
                new OfficeOrder.TransferMen(200, 1, "MX1IN", "MX2IN"),
                new OfficeOrder.Disband("MX4IN"),
                new OfficeOrder.Scuttle("US1TR"),
                new OfficeOrder.RaiseTransport(3000, "New Orleans"),
                new OfficeOrder.RaiseWarship(org.adjutant.gitm.naval.ShipType.SL, "Germantown", "Pensacola"),
                new OfficeOrder.RaiseWarship(org.adjutant.gitm.naval.ShipType.FR, "USS St. Mary's", "New Orleans"),
                new OfficeOrder.RaiseWarship(org.adjutant.gitm.naval.ShipType.FL, "", "Pensacola"),
                new OfficeOrder.MergeTransports("US1TR", "US2TR"),
                new OfficeOrder.TransferCrew(50, 10, "US1FR", "US2SL"),
                new OfficeOrder.TransferCrew(0, 5, "US1FR", "US1TR"),
                new OfficeOrder.Sail("US1FR", new OfficeOrder.Sail.Place("Pensacola", false), List.of()),
                new OfficeOrder.Combat("US1FR", new org.adjutant.gitm.naval.CombatOrders(
                        org.adjutant.gitm.naval.CombatOrders.Stance.RUN_PAST,
                        org.adjutant.gitm.naval.CombatOrders.Range.CLOSE,
                        org.adjutant.gitm.naval.CombatOrders.Aim.RIGGING,
                        org.adjutant.gitm.naval.CombatOrders.Formation.BREAK_LINE, true,
                        org.adjutant.gitm.naval.CombatOrders.Flight.SEA)),
                new OfficeOrder.Combat("US1TR", new org.adjutant.gitm.naval.CombatOrders(
                        org.adjutant.gitm.naval.CombatOrders.Stance.EVADE, null, null, null, false, null)),
                new OfficeOrder.Sail("US1TR", new OfficeOrder.Sail.Place("Veracruz", true),
                        List.of(new OfficeOrder.Sail.Place("CGF", false),
                                new OfficeOrder.Sail.Place("South Gulf Coast", false))),
                new OfficeOrder.Raise(12, Branch.MI, "San Luis Potosi", 1000, 0),
                new OfficeOrder.Raise(1, Branch.SA, "Monterrey", 300, 3),
                new OfficeOrder.Raise(2, Branch.IN, "Monterrey", 1000, 1, "ampudia", "minister-ne"),
                new OfficeOrder.Reinforce("MX4IN", 500, 0),
                new OfficeOrder.Reinforce("MX2LI", 0, 1),
                new OfficeOrder.MoveSupplies(60, "Monterrey", "New York"),
                new OfficeOrder.Pay(200, "JAL"),
                new OfficeOrder.Pay(1, "Jalisco and the Bajio"),
                new OfficeOrder.BuySupplies(20, "Monterrey"),
                new OfficeOrder.BuySupplies(1, "San Luis Potosi"),
                new OfficeOrder.BuyStores(24, "Veracruz"),
                new OfficeOrder.Fortify("Monterrey"),
                new OfficeOrder.Emplace(2, "Veracruz"),
                new OfficeOrder.Vote("JAL"),
                new OfficeOrder.Vote("Jalisco and the Bajio"),
                OfficeOrder.Vote.remove(),
                new OfficeOrder.Share(25, "NE"),
                new OfficeOrder.Share(100, "Jalisco and the Bajio"),
                new OfficeOrder.Sign(OfficeOrder.Sign.Terms.ALLIANCE, "YUC", true),
                new OfficeOrder.Sign(OfficeOrder.Sign.Terms.PEACE, "Jalisco and the Bajio", false),
                new OfficeOrder.DeclareWar("JAL"));
    }

    @ParameterizedTest
    @MethodSource("unitOrders")
    @DisplayName("a unit order read back from its normal form is the same order")
    void unitRoundTrip(UnitOrder order) {
        String line = order.normalForm();
        assertThat(line).doesNotContain("\n").isEqualTo(line.strip());
        assertThat(OrderParser.parseUnitOrder(line)).contains(order);
        // Keywords in any case: the lower-cased line reads as the same order, names keeping the case written.
        Optional<String> lower = OrderParser.parseUnitOrder(line.toLowerCase(java.util.Locale.ROOT))
                .map(GitmOrder::normalForm);
        assertThat(lower).hasValueSatisfying(l -> assertThat(l).isEqualToIgnoringCase(line));
    }

    @ParameterizedTest
    @MethodSource("officeOrders")
    @DisplayName("an office order read back from its normal form is the same order")
    void officeRoundTrip(OfficeOrder order) {
        assertThat(OrderParser.parseOfficeOrder(order.normalForm())).contains(order);
    }

    @Test
    @DisplayName("the round trip covers every kind of order")
    void everyKindCovered() {
        assertThat(kinds(unitOrders())).isEqualTo(permitted(UnitOrder.class));
        assertThat(kinds(officeOrders())).isEqualTo(permitted(OfficeOrder.class));
    }

    private static Set<Class<?>> kinds(Stream<? extends GitmOrder> orders) {
        return orders.map(Object::getClass).collect(Collectors.toSet());
    }

    private static Set<Class<?>> permitted(Class<?> sealed) {
        return Arrays.stream(sealed.getPermittedSubclasses()).collect(Collectors.toSet());
    }
}
