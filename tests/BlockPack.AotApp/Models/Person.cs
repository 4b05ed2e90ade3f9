namespace BlockPack.AotApp.Models
{
    /// <summary>A class serialized only inside <c>Envelope&lt;Person&gt;</c> through a generic helper (<see cref="GenericHelperChecks"/>).</summary>
    [MessagePackObject]
    public sealed record Person([property: Key(0)] string Name, [property: Key(1)] int Age);
}
