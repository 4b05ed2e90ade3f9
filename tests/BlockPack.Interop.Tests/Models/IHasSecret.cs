namespace BlockPack.Interop.Tests.Models
{
    /// <summary>An interface implemented explicitly by <see cref="WithExplicitInterfaceProperty"/>.</summary>
    public interface IHasSecret
    {
        /// <summary>Gets the secret.</summary>
        int Secret { get; }
    }
}
