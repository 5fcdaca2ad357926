package org.adjutant.gitm.event;

import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.TurnEvent;

/**
 * What the GITM turn engine reports: one record per kind of happening, each with the phase it happened in, a sentence
 * for the players and exactly the units whose commanders may learn of it (GITM 4.4-4.6).
 */
public sealed interface GitmEvent extends TurnEvent permits Departed, Arrived, MarchHalted, MoveBlocked, Withdrew,
        StragglersLost, Pursued, ForcedMarch, Diverted, Deployed, DeploymentRefused,
        TacticalMoved, TacticalMoveGlimpsed, TacticalMoveRefused, BattleJoined, Intercepted,
        BattleFought, Bombarded, FortDamaged, CasualtiesSuffered, MoraleChecked, Retreated, Routed, FellBack,
        Surrendered, Shattered, UnitDestroyed, HeadquartersWithdrew, SkirmishSwitched, ExperienceGained,
        BattleMoraleChanged, StragglersReturned, Reformed, GeneralRetreat, ReturnedToRanks, ExperienceFaded,
        MoraleShaken, UnitInactivated, UnitActivated, InactivationRefused,
        SiegeBegun, SiegeLifted, GarrisonSurrendered, CityCaptured,
        UnitSupplied, SupplyLedgerRecorded,
        Deserted, SuppliesSent, SupplyMoveRefused,
        CampaignEnded, GameEnded, WarWon,
        UnitDisbanded, UnitsMerged, MenTransferred, OrderNotCarriedOut, UnitBoarded, UnitLanded, LandingFailed, PeaceUnloaded,
        UnitGarrisoned, GarrisonLeft,
        TreasuryStatement, UpkeepUnpaid, UnpaidTroops, UnpaidCrews, ShipScuttled, TransportsMerged, CrewTransferred,
        ShipSailed, TransportGroupRaised, NavalAction,
        WarshipLaidDown, WarshipLaunched, NavalBuildCancelled, ShipRepaired,
        RefusedToMarch, Payment, PaymentRefused,
        ManpowerMustered, UnitRaised, BuildCancelled, UnitReinforced, MilitiaRising,
        SuppliesBought, PurchaseDelivered, WorksBegun, WorksFinished, PresidencyChanged, BallotsCounted,
        IncomeShared, TreatyEvent {

    /** The phase as a value; {@link #phase()} is its title. */
    Phase when();

    @Override
    default String phase() {
        return when().title();
    }

    /**
     * The sentence with its places named as the reader's map names them (the nearest city or river, the grid
     * reference beside it); {@link #describe()} is the same with the grid alone. Events that name no place on a
     * map read the same either way.
     */
    default String describe(PlaceNames places) {
        return describe();
    }
}
