namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A base class with no contract whose virtual property a [DataContract] class overrides.</summary>
    public class PlainVirtualBase
    {
        public virtual int Value { get; set; }
    }
}
