namespace BlockPack.AotApp.Models
{
    /// <summary>
    /// A struct the app names only as a <see cref="System.Type"/> (a plugin's type, say): listed with
    /// [MessagePackSerializable] in RegistrationChecks.cs so the non-generic methods work for it under NativeAOT.
    /// </summary>
    [MessagePackObject]
    public readonly record struct PluginPoint([property: Key(0)] int X, [property: Key(1)] int Y);
}
